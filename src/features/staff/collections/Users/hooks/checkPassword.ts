import { APIError, type CollectionBeforeOperationHook } from 'payload'

import { passwordProblem, passwordProblemMessages } from '../passwordPolicy'

/** The operations that set a password: an account made, a profile saved, a reset link used. */
const SETS_PASSWORD = new Set(['create', 'update', 'resetPassword'])

/**
 * Refuses a password the policy does not allow, with a 400 and the reason, before anything is
 * written. A hook on the operation rather than a field check: the reset link's operation hashes the
 * password before any field hook sees it, and the first admin's sign-up goes through `create`.
 */
export const checkPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  const password: unknown = (args as { data?: { password?: unknown } }).data?.password
  if (!SETS_PASSWORD.has(operation) || typeof password !== 'string' || password === '') return args
  const problem = passwordProblem(password)
  if (!problem) return args
  const language = req.i18n?.language === 'ar' ? 'ar' : 'en'
  // A message, not a field error: the admin's account screen closes its password fields after a
  // refused save, and a field error would go with them; the message shows in the admin's toast.
  const refusal = new APIError(passwordProblemMessages[problem][language], 400, undefined, true)
  // Payload words its answer from the error's class name, which the production build shortens to
  // nothing (and its `instanceof` test fails across the build's chunks): without a name the
  // staff member would read "An unknown error occurred."
  refusal.name = 'PasswordPolicyError'
  throw refusal
}
