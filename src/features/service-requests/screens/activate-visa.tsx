import { serviceRequestPage } from '../form/serviceRequestPage'
import { visaActivationForm } from '../types/visaActivation'

/** Activate Visit Visa (spec §2.6). */
const page = serviceRequestPage('activate-visa', visaActivationForm)

export const generateMetadata = page.generateMetadata
export default page.Page
