import { contentPageRoute } from '@/components/ContentPage/contentPageRoute'
import { ServiceFrame } from '@/components/ServiceFrame/ServiceFrame'

/** Claims centre (spec §2.6): heading, the claim-tracking frame, then the page's sections. */
const route = contentPageRoute('claims', {
  parts: (locale) => ({ lead: <ServiceFrame kind="claimTracking" locale={locale} /> }),
})

export const generateMetadata = route.generateMetadata
export default route.Page
