import { ContentLink } from '@/components/ui/ContentLink'
import { buttonOnDark } from '@/components/ui/styles'
import { CoverPicture } from '../shared/CoverPicture'
import type { SectionProps } from '../SectionProps'

/** Hero banner, 400 px high (spec §2.5, §9). */
export function CoverSection({ section, priority }: SectionProps<'cover'>) {
  const { title, description, image, button } = section
  return (
    <section className="relative flex h-[400px] items-center overflow-hidden bg-brand-900">
      <CoverPicture image={image} priority={priority} />
      <div className="absolute inset-0 from-brand-900/85 via-brand-900/60 to-transparent ltr:bg-linear-to-r rtl:bg-linear-to-l" />
      <div className="relative mx-auto w-full max-w-7xl px-4 text-white">
        <div className="max-w-2xl">
          <h1 className="text-3xl font-bold md:text-5xl">{title}</h1>
          {description && <p className="mt-4 text-base md:text-lg">{description}</p>}
          {button && (
            <ContentLink link={button} className={`mt-6 ${buttonOnDark}`}>
              {button.text}
            </ContentLink>
          )}
        </div>
      </div>
    </section>
  )
}
