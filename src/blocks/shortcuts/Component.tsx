import { Picture } from '@/components/Picture'
import { getTranslations } from 'next-intl/server'

import { RichText } from '@/components/RichText'
import { ContentLink } from '@/components/ui/ContentLink'
import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'

/**
 * Shortcuts (spec §2.5): 1, 2 or 3 columns by width. The whole tile is clickable, but only the
 * title is the link (stretched over the tile), so its name stays short and links inside the
 * description still work. Every shortcut opens in a new tab.
 */
export async function ShortcutsSection({ section }: SectionProps<'shortcuts'>) {
  const t = await getTranslations('sections')
  const { header, items } = section
  const Title = header ? 'h3' : 'h2'
  return (
    <Section heading={header}>
      <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li
            key={item.id}
            className="relative flex gap-4 rounded-2xl border border-brand-100 bg-white p-5 transition-colors focus-within:border-brand-500 hover:border-brand-500 hover:bg-brand-50"
          >
            {item.icon && (
              <span className="flex h-12 w-12 shrink-0 items-center justify-center rounded-xl bg-brand-50">
                {/* Decorative: the title names the shortcut. */}
                <Picture
                  src={item.icon.src}
                  alt=""
                  width={28}
                  height={28}
                  className="h-7 w-7 object-contain"
                />
              </span>
            )}
            <div className="min-w-0">
              <Title className="text-lg font-bold text-brand-900">
                {item.link ? (
                  <ContentLink
                    link={item.link}
                    newTab
                    className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700 focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-brand-500"
                  >
                    {item.title}
                    <span className="sr-only"> {t('opensInNewTab')}</span>
                  </ContentLink>
                ) : (
                  item.title
                )}
              </Title>
              <RichText html={item.description} className="relative mt-1 text-sm" />
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
