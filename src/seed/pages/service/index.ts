import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'
import { claimsPage } from './claims'
import { complaintsPage } from './complaints'
import { contactUsPage } from './contactUs'
import { faqsPage } from './faqsPage'
import { medicalNetworkPage } from './medicalNetwork'
import { surplusDistributionPage } from './surplusDistribution'

/** The Customer Service group, and the FAQs page that goes with it. */
export function servicePages(refs: SeedRefs): SeedData[] {
  return [
    claimsPage(refs),
    complaintsPage(refs),
    medicalNetworkPage(refs),
    contactUsPage(refs),
    surplusDistributionPage(refs),
    faqsPage(refs),
  ]
}
