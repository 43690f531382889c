import { serviceRequestPage } from '@/features/service-requests/form/serviceRequestPage'
import { insuranceCancellationForm } from '@/features/service-requests/types/insuranceCancellation'

/** Cancel insurance (spec §2.6). */
const page = serviceRequestPage({
  name: 'cancel-insurance',
  form: insuranceCancellationForm,
  lists: true,
})

export const generateMetadata = page.generateMetadata
export default page.Page
