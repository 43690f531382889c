import { getTranslations } from 'next-intl/server'

import { ArrowForwardIcon } from '@/components/icons'
import { ContentLink } from '@/components/ui/ContentLink'
import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'

/** Rows of links, each with an arrow that points along the reading direction (spec §2.5). */
export async function LinksListSection({ section }: SectionProps<'links_list'>) {
  const t = await getTranslations('sections')
  return (
    <Section heading={section.header}>
      <ul className="divide-y divide-brand-100 border-y border-brand-100">
        {section.links.map((link) => (
          <li key={link.id}>
            <ContentLink
              link={link}
              className="group flex min-h-14 items-center justify-between gap-4 px-2 py-4 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
            >
              <span>
                {link.text}
                {link.external && <span className="sr-only"> {t('opensInNewTab')}</span>}
              </span>
              <ArrowForwardIcon className="flip-rtl h-5 w-5 shrink-0" />
            </ContentLink>
          </li>
        ))}
      </ul>
    </Section>
  )
}
