import { serviceRequestPage } from '@/features/service-requests/form/serviceRequestPage'
import { claimForm } from '@/features/service-requests/types/claim'
import { routes } from '@/routes.mjs'

/** Submit your claim (spec §2.6): the reference, with the ID, tracks the claim on the Claims page. */
const page = serviceRequestPage({
  name: 'submit-claim',
  form: claimForm,
  lists: true,
  trackedAt: routes.claims,
})

export const generateMetadata = page.generateMetadata
export default page.Page
