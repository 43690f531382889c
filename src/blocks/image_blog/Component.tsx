import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'
import { sectionHeading } from '@/components/ui/styles'

import { SectionButton } from '../shared/SectionButton'
import { CoverPicture } from '../shared/CoverPicture'
import type { SectionProps } from '../SectionProps'

/**
 * Picture and text side by side on wide screens, stacked on phones (spec §2.5). The picture comes
 * first in the source, so it sits on the start side: left in English, right in Arabic.
 */
export function ImageBlogSection({ section, priority }: SectionProps<'image_blog'>) {
  const { header, description, image, button } = section
  return (
    <Section>
      <div
        className={`grid grid-cols-1 items-center gap-8 ${image ? 'md:grid-cols-2 md:gap-12' : ''}`}
      >
        {image && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-3xl bg-brand-50">
            <CoverPicture
              image={image}
              priority={priority}
              sizes="(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw"
            />
          </div>
        )}
        <div className="min-w-0">
          {header && <h2 className={`mb-5 ${sectionHeading}`}>{header}</h2>}
          <RichText html={description} className="max-w-prose" />
          {button && (
            <div className={description ? 'mt-8' : ''}>
              <SectionButton button={button} />
            </div>
          )}
        </div>
      </div>
    </Section>
  )
}
