import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'
import { engineeringPage } from './engineering'
import { healthPage } from './health'
import { liabilityPage } from './liability'
import { marinePage } from './marine'
import { pecuniaryPage } from './pecuniary'
import { propertyPage } from './property'
import { tradeCreditPage } from './tradeCredit'

/** The Corporate Products group: insurance for companies. */
export function corporatePages(refs: SeedRefs): SeedData[] {
  return [
    marinePage(refs),
    healthPage(refs),
    liabilityPage(refs),
    engineeringPage(refs),
    pecuniaryPage(refs),
    propertyPage(refs),
    tradeCreditPage(refs),
  ]
}
