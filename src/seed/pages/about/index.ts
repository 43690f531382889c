import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'

export function aboutPages(refs: SeedRefs): SeedData[] {
  void refs
  return []
}
