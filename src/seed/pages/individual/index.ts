import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'
import { motorPage } from './motor'
import { travelPage } from './travel'
import { travellersGuidePage } from './travellersGuide'
import { visitVisaPage } from './visitVisa'
import { waadAlAjyalGoldPage } from './waadAlAjyalGold'
import { waadIsteqrarGoldPage } from './waadIsteqrarGold'
import { waadOusraPage } from './waadOusra'

/** The Individual Products group, and the travellers' guide that goes with it. */
export function individualPages(refs: SeedRefs): SeedData[] {
  return [
    motorPage(refs),
    travelPage(refs),
    waadAlAjyalGoldPage(refs),
    waadIsteqrarGoldPage(refs),
    waadOusraPage(refs),
    visitVisaPage(refs),
    travellersGuidePage(refs),
  ]
}
