/**
 * What other features use of careers; plain data, so client components may import it too (the
 * data-rights screen names an application's status).
 */
export { applicationStatuses } from './collections/applicationStatuses'
