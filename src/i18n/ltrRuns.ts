/** Emails, and phone or reference numbers: digits with spaces or hyphens, maybe a + or a code (MTR-) in front. */
export const LTR_RUN =
  /([^\s@<>()،,]+@[^\s@<>()،,]+\.[A-Za-z]{2,}|(?:[A-Z]{2,}-)?\+?\d[\d -]{5,}\d)/g

/** Short groups such as "8 to 12" stay in the sentence: a phone number has at least 7 digits. */
export function isLtrRun(part: string): boolean {
  return part.includes('@') || (part.match(/\d/g)?.length ?? 0) >= 7
}

/**
 * Text (already escaped HTML) with its emails and phone numbers in `<bdi dir="ltr">`. In an Arabic
 * sentence the bidi algorithm otherwise reorders "+966 11 486 2000" into "2000 486 11 966+":
 * numbers separated by spaces are laid out right to left, each one left to right.
 */
export function isolateLtrRunsInHtml(escaped: string): string {
  return escaped.replace(LTR_RUN, (run) => (isLtrRun(run) ? `<bdi dir="ltr">${run}</bdi>` : run))
}
