import { CoverPicture } from '../shared/CoverPicture'
import type { SectionProps } from '../SectionProps'

/** The picture across the top of a page; its title is the page's h1. */
export function FullBannerSection({ section, priority }: SectionProps<'full_banner'>) {
  const { title, description, image } = section
  return (
    <section className="relative flex min-h-[260px] items-end overflow-hidden bg-brand-900 md:min-h-[320px]">
      <CoverPicture image={image} priority={priority} />
      <div className="absolute inset-0 bg-linear-to-t from-brand-900/85 to-brand-900/20" />
      {/* The text starts on the reading side: darkened there, so a picture drawn on that side (the
          seed's artwork sits at the right, where Arabic starts) stays behind the heading. */}
      <div className="absolute inset-0 from-brand-900/80 via-brand-900/40 to-transparent ltr:bg-linear-to-r rtl:bg-linear-to-l" />
      <div className="relative mx-auto w-full max-w-7xl px-4 pb-10 text-white">
        {title && <h1 className="text-3xl font-bold md:text-4xl">{title}</h1>}
        {description && <p className="mt-3 max-w-2xl text-base md:text-lg">{description}</p>}
      </div>
    </section>
  )
}
