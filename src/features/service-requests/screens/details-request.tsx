import { serviceRequestPage } from '../form/serviceRequestPage'
import { detailsRequestForm } from '../types/detailsRequest'

/** Details request (spec §2.6), for corporate products. */
const page = serviceRequestPage('details-request', detailsRequestForm)

export const generateMetadata = page.generateMetadata
export default page.Page
