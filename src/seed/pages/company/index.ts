import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function companyPages(refs: SeedRefs): SeedData[] {
  void refs
  return []
}
