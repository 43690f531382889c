import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function servicePages(refs: SeedRefs): SeedData[] {
  void refs
  return []
}
