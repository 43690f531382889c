import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function individualPages(refs: SeedRefs): SeedData[] {
  void refs
  return []
}
