import { Picture } from '@/components/Picture'
import { getTranslations } from 'next-intl/server'

import { Carousel } from '@/components/Carousel/Carousel'
import { ContentLink } from '@/components/ui/ContentLink'
import { buttonSecondary, sectionHeading, textLink } from '@/components/ui/styles'
import { ChevronForwardIcon } from '@/components/icons'
import type { SectionProps } from '../SectionProps'

/**
 * Large slider (spec §2.5): title, plain description and a "view all" button beside a carousel
 * of picture items, two at a time (one under 768 px or with a single item).
 */
export async function LargeSliderSection({ section, priority }: SectionProps<'largeSlider'>) {
  const t = await getTranslations('sections')
  const { title, description, viewAll, items } = section
  const Title = title ? 'h3' : 'h2'
  const slides = items.map((item, index) => ({
    id: item.id,
    content: (
      <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white">
        {item.image && (
          <div className="relative aspect-[16/10] bg-brand-50">
            <Picture
              src={item.image.src}
              alt={item.image.alt}
              fill
              priority={priority && index === 0}
              sizes="(max-width: 768px) 100vw, (max-width: 1024px) 50vw, 420px"
              className="object-cover"
            />
          </div>
        )}
        <div className="flex flex-1 flex-col p-5">
          <Title className="text-lg font-bold text-brand-900">{item.title}</Title>
          {item.description && <p className="mt-2 leading-relaxed">{item.description}</p>}
          {item.button && (
            <ContentLink
              link={item.button}
              className={`mt-auto inline-flex items-center gap-1 pt-4 ${textLink}`}
            >
              {item.button.text}
              <span className="sr-only">: {item.title}</span>
              <ChevronForwardIcon className="flip-rtl h-4 w-4" />
            </ContentLink>
          )}
        </div>
      </article>
    ),
  }))
  return (
    <section className="bg-brand-50 py-10 md:py-14">
      <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 lg:grid-cols-3 lg:gap-12">
        <div className="lg:pt-4">
          {title && <h2 className={sectionHeading}>{title}</h2>}
          {description && <p className="mt-4 leading-relaxed md:text-lg">{description}</p>}
          {viewAll && (
            <ContentLink link={viewAll} className={`mt-6 ${buttonSecondary} bg-white`}>
              {viewAll.text}
            </ContentLink>
          )}
        </div>
        <div className="min-w-0 lg:col-span-2">
          {slides.length ? (
            <Carousel variant="large" label={title || t('carousel')} slides={slides} />
          ) : (
            <p className="rounded-2xl border border-brand-100 bg-white p-8 text-center">
              {t('noItems')}
            </p>
          )}
        </div>
      </div>
    </section>
  )
}
