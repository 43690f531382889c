import { Fragment } from 'react'

/** Emails, and phone or reference numbers: digits with spaces or hyphens, maybe a + or a code (MTR-) in front. */
const LTR_RUN = /([^\s@<>()،,]+@[^\s@<>()،,]+\.[A-Za-z]{2,}|(?:[A-Z]{2,}-)?\+?\d[\d -]{5,}\d)/g

/**
 * Plain text from content with its emails and phone numbers isolated as left-to-right runs. In an
 * Arabic sentence the bidi algorithm otherwise reorders "+966 11 486 2000" into "486 11 966+ 2000".
 */
export function LtrRuns({ text }: { text: string }) {
  const parts = text.split(LTR_RUN)
  if (parts.length === 1) return text
  return parts.map((part, index) =>
    // split() with a capture group puts the matches at the odd indexes.
    index % 2 === 1 && isLtrRun(part) ? (
      <bdi key={index} dir="ltr">
        {part}
      </bdi>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  )
}

/** Short groups such as "8 to 12" stay in the sentence: a phone number has at least 7 digits. */
function isLtrRun(part: string): boolean {
  return part.includes('@') || (part.match(/\d/g)?.length ?? 0) >= 7
}
