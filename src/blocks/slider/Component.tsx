import { Picture } from '@/components/Picture'
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/Carousel/Carousel'
import { sectionHeading } from '@/components/ui/styles'

import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

const linkOnDark =
  'inline-flex items-center gap-2 font-semibold text-white underline underline-offset-4 hover:text-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'

/*
 * The description shows only while the card is hovered (spec §2.5). It is only visually hidden, so
 * screen readers always read it; it also shows while something in the card has keyboard focus and
 * always on touch screens, which cannot hover.
 */
const hoverOnly =
  'sr-only group-hover:not-sr-only group-focus-within:not-sr-only [@media(hover:none)]:not-sr-only'

/** Card carousel: heading with previous/next arrows, picture cards (spec §2.5, §9). */
export async function SliderSection({ section, priority }: SectionProps<'slider'>) {
  const t = await getTranslations('sections')
  const { header, items } = section
  const Title = header ? 'h3' : 'h2'
  const slides = items.map((item, index) => ({
    id: item.id,
    content: (
      <article className="group relative flex aspect-[3/4] h-full flex-col justify-end overflow-hidden rounded-2xl bg-brand-900 text-white">
        {item.image && (
          <Picture
            src={item.image.src}
            alt={item.image.alt}
            fill
            priority={priority && index === 0}
            sizes="(max-width: 480px) 100vw, (max-width: 768px) 50vw, (max-width: 1024px) 33vw, 320px"
            className="object-cover transition-transform duration-500 group-hover:scale-105"
          />
        )}
        <div className="relative bg-linear-to-t from-brand-900 via-brand-900/90 to-brand-900/0 p-5 pt-12">
          <Title className="text-lg font-bold">{item.title}</Title>
          {item.description && (
            <p className={`mt-2 text-sm leading-relaxed ${hoverOnly}`}>{item.description}</p>
          )}
          {item.link && (
            <SectionButton button={item.link} newTab className={`mt-3 ${linkOnDark}`} />
          )}
        </div>
      </article>
    ),
  }))
  return (
    // A band, not a <section>: the carousel itself is the labelled section.
    <div className="py-10 md:py-14">
      <div className="mx-auto w-full max-w-7xl px-4">
        <Carousel
          variant="cards"
          label={header || t('carousel')}
          slides={slides}
          header={header ? <h2 className={sectionHeading}>{header}</h2> : undefined}
        />
      </div>
    </div>
  )
}
