import { Picture } from '@/components/Picture'
import { getTranslations } from 'next-intl/server'

import { DownloadIcon } from '@/components/icons'
import { RichText } from '@/components/RichText'
import { ContentLink } from '@/components/ui/ContentLink'
import { Section } from '@/components/ui/Section'
import { textLink } from '@/components/ui/styles'

import { SectionButton } from '../shared/SectionButton'
import type { CardItemView } from './wire'
import type { SectionProps } from '../SectionProps'

/** One column for one card, two on medium screens for two, three for more (spec §2.5). */
function columns(count: number): string {
  if (count <= 1) return 'grid-cols-1 max-w-2xl'
  return count === 2 ? 'grid-cols-1 md:grid-cols-2' : 'grid-cols-1 md:grid-cols-3'
}

/** A grid of cards with a logo, title, formatted text and an optional link in a new tab. */
export function CardSection({ section }: SectionProps<'card'>) {
  const { header, cards } = section
  // Card titles sit under the section's h2; without one they are the h2s themselves.
  const Title = header ? 'h3' : 'h2'
  return (
    <Section heading={header}>
      <ul className={`grid gap-6 ${columns(cards.length)}`}>
        {cards.map((card) => (
          <li
            key={card.id}
            className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
          >
            {card.logo && (
              <Picture
                src={card.logo.src}
                alt={card.logo.alt}
                width={56}
                height={56}
                className="mb-4 h-14 w-14 object-contain"
              />
            )}
            {card.title && <Title className="text-xl font-bold text-brand-900">{card.title}</Title>}
            <RichText html={card.description} className="mt-3 flex-1" />
            {card.link && (
              <div className="mt-6">
                <CardLink link={card.link} title={card.title} />
              </div>
            )}
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** A file is downloaded (and says so); any other target opens in a new tab. */
async function CardLink({
  link,
  title,
}: {
  link: NonNullable<CardItemView['link']>
  title: string
}) {
  const t = await getTranslations('sections')
  const className = `inline-flex items-center gap-2 ${textLink}`
  if (!link.download) return <SectionButton button={link} newTab className={className} />
  return (
    <ContentLink link={link} newTab download className={className}>
      {link.text}
      {title && <span className="sr-only">: {t('downloadFile', { title })}</span>}
      <DownloadIcon className="h-4 w-4 shrink-0" />
    </ContentLink>
  )
}
