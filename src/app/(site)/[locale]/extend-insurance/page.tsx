import { serviceRequestPage } from '@/features/service-requests/form/serviceRequestPage'
import { insuranceExtensionForm } from '@/features/service-requests/types/insuranceExtension'

/** Extend Insurance (spec §2.6): the extension periods are the CMS's list. */
const page = serviceRequestPage({
  name: 'extend-insurance',
  form: insuranceExtensionForm,
  lists: true,
})

export const generateMetadata = page.generateMetadata
export default page.Page
