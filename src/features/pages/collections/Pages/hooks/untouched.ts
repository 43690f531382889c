import type { FieldHook } from 'payload'

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== ''

/**
 * Whether the page is one the admin made when an editor pressed "Create new" and nobody has saved
 * since: with autosave, Payload stores an empty draft as soon as the editor view opens. Any save
 * after that (the first autosave once the editor types) marks it touched. Untouched pages are left
 * out of the list and of link pickers (the collection's `baseFilter`) and deleted after a day
 * (tasks/deleteUntouchedPages).
 */
export const markUntouched: FieldHook = ({ operation, data }) =>
  operation === 'create' ? !hasText(data?.name) && !hasText(data?.title) : false
