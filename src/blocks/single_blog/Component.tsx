import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'

import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

/** A text block: heading, formatted text at a readable measure, optional button (spec §2.5). */
export function SingleBlogSection({ section }: SectionProps<'single_blog'>) {
  const { header, description, button } = section
  return (
    <Section heading={header}>
      <RichText html={description} className="max-w-3xl" />
      {button && (
        <div className={description ? 'mt-8' : ''}>
          <SectionButton button={button} />
        </div>
      )}
    </Section>
  )
}
