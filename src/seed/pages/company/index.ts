import type { SeedData } from '../../bilingual'
import type { SeedRefs } from '../../catalogue'
import { accessibilityPage } from './accessibility'
import { careersPage } from './careers'
import { customerRightsPage } from './customerRights'
import { dataSharingPage } from './dataSharing'
import { getAQuotePage } from './getAQuote'
import { privacyPolicyPage } from './privacyPolicy'
import { reportFraudPage } from './reportFraud'
import { termsConditionsPage } from './termsConditions'

/** Careers and the company pages linked from the footer and header, outside any group. */
export function companyPages(refs: SeedRefs): SeedData[] {
  return [
    careersPage(refs),
    customerRightsPage(refs),
    termsConditionsPage(refs),
    privacyPolicyPage(refs),
    dataSharingPage(refs),
    reportFraudPage(refs),
    getAQuotePage(refs),
    accessibilityPage(),
  ]
}
