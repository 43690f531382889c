import { getTranslations } from 'next-intl/server'

import type { LinkView } from '@/content/view'
import { ExternalLinkIcon } from '@/components/icons'
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
          <ExternalLinkIcon className="flip-rtl h-4 w-4 shrink-0" />
        </>
      )}
    </ContentLink>
  )
}
