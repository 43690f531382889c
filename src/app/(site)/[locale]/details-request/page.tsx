import { serviceRequestPage } from '@/features/service-requests/form/serviceRequestPage'
import { detailsRequestForm } from '@/features/service-requests/types/detailsRequest'

/** Details request form (spec §2.6), for corporate products. */
const page = serviceRequestPage({ name: 'details-request', form: detailsRequestForm, lists: true })

export const generateMetadata = page.generateMetadata
export default page.Page
