// What other features use of contact messages: the form's fields.
export { contactFields } from './schema'
