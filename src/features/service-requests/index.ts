// What other features use of service requests: the types and statuses, and the fields' layouts.
export { requestFieldLayouts } from './types'
export { requestTypes } from './types/requestTypes'
export { statusLabel } from './types/statuses'
export { requestScreenPaths, requestScreens, requestScreenTitle } from './screens/requestScreens'
