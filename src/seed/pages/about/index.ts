import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'
import { boardDirectorPage } from './boardDirector'
import { financialPerformancePage } from './financialPerformance'
import { homePage } from './home'
import { reachUsPage } from './reachUs'
import { whoWeArePage } from './whoWeAre'

/** The home page and the About group. */
export function aboutPages(refs: SeedRefs): SeedData[] {
  return [
    homePage(refs),
    whoWeArePage(refs),
    financialPerformancePage(refs),
    reachUsPage(refs),
    boardDirectorPage(refs),
  ]
}
