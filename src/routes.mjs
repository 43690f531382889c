// @ts-check
// Plain JavaScript so that the Node server (src/server/notFoundScreens.mjs) knows the same paths as
// the app, which imports this file as it is.

const careerDetails = '/career-details/'
const applyForm = '/apply-form/'
const shareImage = '/share-image/'

/**
 * The site's own paths (spec §2) as links and code name them: without a language prefix, which
 * getPathname (src/i18n/paths.ts) adds for Arabic. A content page is at `/{name}` (see pagePath);
 * listed here are the screens and the content pages code links to.
 */
export const routes = {
  home: '/',
  whoWeAre: '/who-we-are',
  careers: '/careers',
  contactUs: '/contact-us',
  getAQuote: '/get-a-quote',
  claims: '/claims',
  complaints: '/complaints',
  customerRights: '/customer-rights',
  termsAndConditions: '/terms-and-conditions',
  privacyPolicy: '/privacy-policy',
  dataSharing: '/data-sharing',
  reportFraud: '/report-fraud',
  accessibility: '/accessibility',

  submitComplaint: '/submit-complaints',

  careerOpenings: '/career-openings',
  /** Site search; `?q=` holds the query. */
  search: '/search',
  /** @param {string} id */
  careerDetails: (id) => `${careerDetails}${encodeURIComponent(id)}`,
  /** @param {string} jobId */
  applyForm: (jobId) => `${applyForm}${encodeURIComponent(jobId)}`,

  // The e-services pages the site shows in frames (spec §2.6).
  claimTracking: '/e-services/claim-tracking',
  complaintStatus: '/e-services/complaint-status',
  complaintForm: '/e-services/complaint-form',

  /** Where the account pages send a visitor who is not signed in. */
  unauthorized: '/401',

  /**
   * A page's picture for social cards: of a content page by its name, a job by its id, or a
   * screen by its path segment (src/metadata/screens.ts).
   *
   * @param {'page' | 'job' | 'screen'} kind
   * @param {string} key
   */
  shareImage: (kind, key) => `${shareImage}${kind}/${encodeURIComponent(key)}`,
}

/** The first segment of the share images' addresses (routes.shareImage). */
export const shareImageSegment = shareImage.slice(1, -1)

/** The pages of one job posting, each followed by the job's id. */
export const jobPagePrefixes = [careerDetails, applyForm]

/**
 * Content pages served at a path other than `/{name}`.
 *
 * @type {Record<string, string>}
 */
const pagePaths = { home: routes.home, 'terms-conditions': routes.termsAndConditions }

/**
 * The path of the content page with this name.
 *
 * @param {string} name
 */
export function pagePath(name) {
  return pagePaths[name] ?? `/${name}`
}

/**
 * The fragment of a section on its page (RenderSections gives each section this id; search results
 * link to it).
 *
 * @param {string} id the section's id
 */
export function sectionAnchor(id) {
  return `section-${id}`
}
