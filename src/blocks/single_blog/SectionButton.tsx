import { getTranslations } from 'next-intl/server'

import type { LinkView } from '@/content/view'
import { ContentLink } from '@/components/ui/ContentLink'
import { buttonPrimary } from '@/components/ui/styles'

type Props = {
  button: LinkView
  /** The spec opens some buttons in a new tab even for site paths (join us, the external form). */
  newTab?: boolean
  className?: string
}

/**
 * The optional button of the text-like sections. A button that opens a new tab says so to screen
 * readers and shows the usual "leaves this tab" arrow, so nobody is surprised by the new tab.
 */
export async function SectionButton({ button, newTab = false, className = buttonPrimary }: Props) {
  const t = await getTranslations('sections')
  const opensNewTab = newTab || button.external
  return (
    <ContentLink link={button} newTab={newTab} className={className}>
      {button.text}
      {opensNewTab && (
        <>
          <span className="sr-only"> {t('opensInNewTab')}</span>
          <svg
            className="flip-rtl h-4 w-4 shrink-0"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            strokeLinecap="round"
            strokeLinejoin="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </>
      )}
    </ContentLink>
  )
}
