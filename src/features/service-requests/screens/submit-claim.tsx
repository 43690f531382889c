import { serviceRequestPage } from '../form/serviceRequestPage'
import { claimForm } from '../types/claim'

/** Submit your claim (spec §2.6): the reference, with the ID, tracks the claim on the Claims page. */
const page = serviceRequestPage('submit-claim', claimForm)

export const generateMetadata = page.generateMetadata
export default page.Page
