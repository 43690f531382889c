'use client'

import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel'
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react'

import { ChevronForwardIcon } from '@/components/icons'

export type CarouselSlide = { id: string; content: ReactNode }

export type CarouselViewProps = {
  /** The region's accessible name (the section's heading, or a fallback). */
  label: string
  slides: CarouselSlide[]
  /**
   * `cards`: 4, 3, 2, 1 slides above 1024, up to 1024, 768, 480 px, arrows beside `header`.
   * `large`: 2 slides, 1 under 768 px or with one item, arrows below (spec §2.5, §9).
   */
  variant: 'cards' | 'large'
  /** Shown at the start of the arrows' row (the slider's heading). */
  header?: ReactNode
  direction: 'ltr' | 'rtl'
  /** The arrows' and roles' names, and each slide's ("2 of 5"), worded on the server. */
  labels: {
    previous: string
    next: string
    carouselRole: string
    slideRole: string
    slides: string[]
  }
}

/*
 * Slide widths come from CSS flex-basis, so the server HTML already shows as many cards as the
 * carousel will: nothing moves when Embla takes over. Breakpoints are the spec's, inclusive ("up
 * to 480 px" = at most 480 px wide).
 */
const basis = {
  cards: 'basis-full min-[481px]:basis-1/2 min-[769px]:basis-1/3 min-[1025px]:basis-1/4',
  large: 'basis-full md:basis-1/2',
  single: 'basis-full',
}

/*
 * Embla's `duration` is not milliseconds: each 60 Hz frame adds distance/duration to the velocity
 * (friction 0.68), so a lower value is a faster scroll (default 25: about 850-930 ms). 19 brings a slide
 * within 1 px of its place in about 500 ms (470-530 ms for moves of 180-650 px, by that model), without
 * visible overshoot: the spec's speed of 500 ms.
 */
const DURATION_500MS = 19

const arrowClass =
  'inline-flex h-11 w-11 items-center justify-center rounded-full border border-brand-600 bg-white text-brand-700 hover:bg-brand-50 disabled:cursor-not-allowed disabled:border-brand-100 disabled:text-brand-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/** The carousel's moving part in the browser (see Carousel for the words it is given). */
export function CarouselView({
  label,
  slides,
  variant,
  header,
  direction,
  labels,
}: CarouselViewProps) {
  const count = slides.length
  const several = count > 1
  const viewportRef = useRef<HTMLDivElement>(null)
  const [embla, setEmbla] = useState<EmblaCarouselType | null>(null)
  const [canPrev, setCanPrev] = useState(true)
  const [canNext, setCanNext] = useState(true)
  /** Starts loading Embla; set by the effect below once the viewport is in the page. */
  const load = useRef(() => {})
  /** A move asked for before Embla was there, made as soon as it is. */
  const queued = useRef<'prev' | 'next' | null>(null)

  /*
   * Embla (about 9 kB) is not part of the page's first load: the server HTML already shows the
   * slides in place, so it is fetched when the carousel comes near the screen, or as soon as the
   * visitor reaches for it (focus, an arrow), whichever is first.
   */
  useEffect(() => {
    const node = viewportRef.current
    if (!node) return
    const options: EmblaOptionsType = {
      align: 'start',
      loop: several,
      direction,
      duration: DURATION_500MS,
      // Embla's own focus handling brings a slide into view when a link inside it gets focus.
      watchFocus: true,
    }
    let api: EmblaCarouselType | null = null
    let started = false
    let stopped = false
    const start = () => {
      if (started) return
      started = true
      nearScreen.disconnect()
      import('embla-carousel').then(
        ({ default: EmblaCarousel }) => {
          if (stopped) return
          api = EmblaCarousel(node, options)
          setEmbla(api)
        },
        // Offline for a moment: the next arrow press or focus inside tries again.
        () => {
          started = false
        },
      )
    }
    const nearScreen = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) start()
      },
      { rootMargin: '50% 0px' },
    )
    load.current = start
    nearScreen.observe(node)
    return () => {
      stopped = true
      nearScreen.disconnect()
      api?.destroy()
      setEmbla(null)
    }
  }, [direction, several])

  useEffect(() => {
    if (!embla) return
    const update = () => {
      setCanPrev(embla.canScrollPrev())
      setCanNext(embla.canScrollNext())
    }
    update()
    if (queued.current === 'prev') embla.scrollPrev()
    if (queued.current === 'next') embla.scrollNext()
    queued.current = null
    embla.on('select', update).on('reInit', update)
    return () => {
      embla.off('select', update).off('reInit', update)
    }
  }, [embla])

  const move = (to: 'prev' | 'next') => {
    if (!embla) {
      queued.current = to
      load.current()
    } else if (to === 'prev') embla.scrollPrev()
    else embla.scrollNext()
  }
  const prev = () => move('prev')
  const next = () => move('next')

  // Arrow keys inside the carousel follow the reading direction: in Arabic, left is "next".
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return
    event.preventDefault()
    const forward = (event.key === 'ArrowRight') === (direction === 'ltr')
    if (forward) next()
    else prev()
  }

  // With a single item there is nothing to move to: no arrows and no loop (spec §2.5).
  const arrows = several && (
    <div className="flex shrink-0 gap-2">
      <button
        type="button"
        className={arrowClass}
        onClick={prev}
        disabled={!canPrev}
        aria-label={labels.previous}
      >
        <ChevronForwardIcon className="flip-rtl h-5 w-5 rotate-180" />
      </button>
      <button
        type="button"
        className={arrowClass}
        onClick={next}
        disabled={!canNext}
        aria-label={labels.next}
      >
        <ChevronForwardIcon className="flip-rtl h-5 w-5" />
      </button>
    </div>
  )
  // A lone large item takes the whole width (spec §2.5); a lone card keeps its card width.
  const slideBasis = several || variant === 'cards' ? basis[variant] : basis.single

  return (
    <section aria-roledescription={labels.carouselRole} aria-label={label}>
      {variant === 'cards' && (header || arrows) && (
        <div className="mb-6 flex items-end justify-between gap-4">
          <div className="min-w-0">{header}</div>
          {arrows}
        </div>
      )}
      {/* relative: visually hidden text in the slides is positioned against it and clipped with them;
          against the page, it widened a phone's layout viewport until the script ran. */}
      <div
        ref={viewportRef}
        className="relative overflow-hidden"
        onKeyDown={onKeyDown}
        onFocusCapture={() => load.current()}
      >
        <div className="-ms-4 flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[index]}
              className={`min-w-0 shrink-0 grow-0 ps-4 ${slideBasis}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {variant === 'large' && arrows && <div className="mt-6 flex justify-end">{arrows}</div>}
    </section>
  )
}
