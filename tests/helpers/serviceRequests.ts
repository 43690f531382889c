import type { OptionValues } from '@/forms/options'
import { formOptionsSeed } from '@/seed/formOptions'

/** The dropdown values a freshly seeded site accepts. */
export const seededOptionValues: OptionValues = {
  cities: formOptionsSeed.cities.map((o) => o.value),
  products: formOptionsSeed.products.map((o) => o.value),
  cancellationReasons: formOptionsSeed.cancellationReasons.map((o) => o.value),
  extensionPeriods: formOptionsSeed.extensionPeriods.map((o) => o.value),
}
