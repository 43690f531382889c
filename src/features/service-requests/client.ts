// What other features' client components use of service requests: the types and the statuses.
export { requestTypes } from './types/requestTypes'
export { requestStatuses } from './types/statuses'
