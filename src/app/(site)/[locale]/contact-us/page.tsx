import { contentPageRoute } from '@/components/ContentPage/contentPageRoute'
import { ContactForm } from '@/features/contact/ContactForm'
import { contactFields } from '@/features/contact/schema'
import { browserForm } from '@/forms/fieldList'
import { FormMessages } from '@/i18n/FormMessages'

/** Contact us (spec §2.6): the page's heading and sections, then the contact form. */
const route = contentPageRoute('contact-us', {
  parts: () => ({
    trail: (
      <FormMessages>
        <ContactForm form={browserForm(contactFields)} />
      </FormMessages>
    ),
  }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
