import { getLocale, getTranslations } from 'next-intl/server'

import { directionOf, isLocale } from '@/i18n/locales'

import { CarouselView, type CarouselViewProps } from './CarouselView'

/**
 * The shared carousel of the slider and the large slider (WAI-ARIA carousel pattern). Its words are
 * put together here on the server, so the browser gets strings rather than a message catalogue.
 */
export async function Carousel(props: Omit<CarouselViewProps, 'direction' | 'labels'>) {
  const [t, locale] = await Promise.all([getTranslations('sections'), getLocale()])
  const count = props.slides.length
  const labels = {
    previous: t('previous'),
    next: t('next'),
    carouselRole: t('carouselRole'),
    slideRole: t('slideRole'),
    slides: props.slides.map((_, index) => t('slideLabel', { index: index + 1, count })),
  }
  return (
    <CarouselView
      {...props}
      direction={isLocale(locale) ? directionOf(locale) : 'ltr'}
      labels={labels}
    />
  )
}
