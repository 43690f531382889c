import { Fragment } from 'react'

import { isLtrRun, LTR_RUN } from '@/i18n/ltrRuns'

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
