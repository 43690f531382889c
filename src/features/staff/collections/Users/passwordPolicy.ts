import { dictionary } from '@zxcvbn-ts/language-common'

/** NIST SP 800-63B: length and a blocklist, no composition rules. */
export const MIN_PASSWORD_LENGTH = 12
/**
 * NIST asks that at least 64 be allowed. The bound keeps the checks (and the hashing) of a
 * password anyone may send with a reset request cheap: without it, two megabytes of text took the
 * server's one event loop for hours.
 */
export const MAX_PASSWORD_LENGTH = 256

/** What is wrong with a password a staff member chose, if anything. */
export type PasswordProblem = 'short' | 'long' | 'common' | 'repeated'

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
  if (password.length > MAX_PASSWORD_LENGTH * 2) return 'long'
  const characters = [...password]
  if (characters.length < MIN_PASSWORD_LENGTH) return 'short'
  if (characters.length > MAX_PASSWORD_LENGTH) return 'long'
  if (commonPasswords().has(password.toLowerCase())) return 'common'
  if (repeatsOneText(characters)) return 'repeated'
  return null
}

/**
 * Whether the text is a shorter text said two or more times, in linear time (the shortest period
 * from the KMP prefix function divides the length). A back-referencing regular expression does the
 * same in quadratic time, which a long enough password turns into minutes.
 */
export function repeatsOneText(characters: readonly string[]): boolean {
  const n = characters.length
  const prefix = new Array<number>(n).fill(0)
  for (let i = 1; i < n; i++) {
    let k = prefix[i - 1]!
    while (k > 0 && characters[i] !== characters[k]) k = prefix[k - 1]!
    if (characters[i] === characters[k]) k++
    prefix[i] = k
  }
  const period = n - (prefix[n - 1] ?? 0)
  return period < n && n % period === 0
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
  long: {
    en: `Use at most ${MAX_PASSWORD_LENGTH} characters.`,
    ar: `استخدم ${MAX_PASSWORD_LENGTH} حرفًا على الأكثر.`,
  },
  repeated: {
    en: 'A password that repeats the same few characters is easy to guess. Choose another.',
    ar: 'كلمة المرور التي تكرر الأحرف نفسها يسهل تخمينها. اختر غيرها.',
  },
}
