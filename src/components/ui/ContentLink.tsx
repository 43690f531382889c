import type { ReactNode } from 'react'

import type { LinkView } from '@/content/view'
import { Link } from '@/i18n/navigation'

type Props = {
  link: Pick<LinkView, 'href' | 'external'>
  className?: string
  children: ReactNode
  /** Open in a new tab even when the address is inside the site (the spec asks this of cards and shortcuts). */
  newTab?: boolean
  /** Ask the browser to save the file instead of showing it. */
  download?: boolean | string
  'aria-label'?: string
}

/**
 * A link from content: site paths go through the locale-aware Link (so `/claims` stays in Arabic
 * under `/ar/claims`), web addresses open in a new tab.
 */
export function ContentLink({ link, className, children, newTab, download, ...rest }: Props) {
  const openNew = newTab || link.external
  const targetProps = openNew ? { target: '_blank', rel: 'noopener noreferrer' } : {}
  const downloadProps = download ? { download: download === true ? '' : download } : {}
  if (link.external || download) {
    return (
      <a href={link.href} className={className} {...targetProps} {...downloadProps} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={link.href} className={className} {...targetProps} {...rest}>
      {children}
    </Link>
  )
}
