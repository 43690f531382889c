import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function corporatePages(refs: SeedRefs): SeedData[] {
  void refs
  return []
}
