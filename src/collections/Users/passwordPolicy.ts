import { dictionary } from '@zxcvbn-ts/language-common'

/** NIST SP 800-63B: length and a blocklist, no composition rules. */
export const MIN_PASSWORD_LENGTH = 12

/** What is wrong with a password a staff member chose, if anything. */
export type PasswordProblem = 'short' | 'common' | 'repeated'

let common: Set<string> | undefined
/**
 * zxcvbn's list of about 49,000 passwords found most often in breaches, shipped with the code (no
 * request leaves the server), compared without regard to case.
 */
const commonPasswords = () =>
  (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())))

/**
 * Too short (counted in characters, not bytes, so an Arabic password counts as it reads), one of
 * the common passwords, or one shorter text said over and over ("aaaaaaaaaaaa", "abcabcabcabc",
 * "iloveyouiloveyou").
 */
export function passwordProblem(password: string): PasswordProblem | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'short'
  if (commonPasswords().has(password.toLowerCase())) return 'common'
  if (/^(.+?)\1+$/su.test(password)) return 'repeated'
  return null
}

/** What the staff member is told, in the admin's language. */
export const passwordProblemMessages: Record<PasswordProblem, { en: string; ar: string }> = {
  short: {
    en: `Use at least ${MIN_PASSWORD_LENGTH} characters. A few words together are long and easy to remember.`,
    ar: `استخدم ${MIN_PASSWORD_LENGTH} حرفًا على الأقل. بضع كلمات معًا طويلة وسهلة التذكر.`,
  },
  common: {
    en: 'This password is one of the most common ones and easy to guess. Choose another.',
    ar: 'كلمة المرور هذه من أكثر كلمات المرور شيوعًا ويسهل تخمينها. اختر غيرها.',
  },
  repeated: {
    en: 'A password that repeats the same few characters is easy to guess. Choose another.',
    ar: 'كلمة المرور التي تكرر الأحرف نفسها يسهل تخمينها. اختر غيرها.',
  },
}
