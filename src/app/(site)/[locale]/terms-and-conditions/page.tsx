import { contentPageRoute } from '@/components/ContentPage/contentPageRoute'
import { routes } from '@/routes.mjs'

/** The spec's route for the page named `terms-conditions` in the content. */
const route = contentPageRoute('terms-conditions', { pathname: routes.termsAndConditions })

export const generateMetadata = route.generateMetadata
export default route.Page
