import { serviceRequestPage } from '@/features/service-requests/form/serviceRequestPage'
import { visaActivationForm } from '@/features/service-requests/types/visaActivation'

/** Activate Visit Visa (spec §2.6). */
const page = serviceRequestPage({ name: 'activate-visa', form: visaActivationForm })

export const generateMetadata = page.generateMetadata
export default page.Page
