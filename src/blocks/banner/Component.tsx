import { Picture } from '@/components/Picture'

import { RichText } from '@/components/RichText'
import { CoverPicture } from '../shared/CoverPicture'
import type { SectionProps } from '../SectionProps'

/** Banner (spec §2.5): background picture under a dark overlay, optional logo, title and text. */
export function BannerSection({ section, priority }: SectionProps<'banner'>) {
  const { title, description, background, logo } = section
  return (
    <section className="relative flex min-h-[400px] items-center overflow-hidden bg-brand-900">
      <CoverPicture image={background} priority={priority} />
      {/* Dark enough for white text at 4.5:1 over any picture. */}
      <div className="absolute inset-0 bg-black/65" />
      <div className="relative mx-auto w-full max-w-7xl px-4 py-12 text-white">
        <div className="max-w-2xl">
          {logo && (
            <Picture
              src={logo.src}
              alt={logo.alt}
              width={64}
              height={64}
              className="mb-5 h-16 w-16 rounded-xl bg-white/90 object-contain p-2"
            />
          )}
          {title && <h2 className="text-3xl font-bold md:text-4xl">{title}</h2>}
          <RichText
            html={description}
            className="mt-4 text-base md:text-lg [&_a]:text-white! [&_h2]:text-white! [&_h3]:text-white! [&_h4]:text-white!"
          />
        </div>
      </div>
    </section>
  )
}
