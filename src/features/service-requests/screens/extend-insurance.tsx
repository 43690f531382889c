import { serviceRequestPage } from '../form/serviceRequestPage'
import { insuranceExtensionForm } from '../types/insuranceExtension'

/** Extend insurance (spec §2.6). */
const page = serviceRequestPage('extend-insurance', insuranceExtensionForm)

export const generateMetadata = page.generateMetadata
export default page.Page
