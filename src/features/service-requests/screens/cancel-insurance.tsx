import { serviceRequestPage } from '../form/serviceRequestPage'
import { insuranceCancellationForm } from '../types/insuranceCancellation'

/** Cancel insurance (spec §2.6). */
const page = serviceRequestPage('cancel-insurance', insuranceCancellationForm)

export const generateMetadata = page.generateMetadata
export default page.Page
