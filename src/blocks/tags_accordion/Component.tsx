import { ContentLink } from '@/components/ui/ContentLink'
import { Section } from '@/components/ui/Section'
import { buttonPrimary } from '@/components/ui/styles'

import { TagPills } from './TagPills'
import type { SectionProps } from '../SectionProps'

/** Header, description and pills that show their text (spec §2.5 "Tag accordion"). */
export function TagsAccordionSection({ section }: SectionProps<'tags_accordion'>) {
  const { header, description, tags, button } = section
  return (
    <Section heading={header}>
      {description && <p className="mb-6 max-w-3xl text-lg leading-relaxed">{description}</p>}
      {tags.length > 0 && <TagPills tags={tags} />}
      {button && (
        <ContentLink link={button} className={`mt-8 ${buttonPrimary}`}>
          {button.text}
        </ContentLink>
      )}
    </Section>
  )
}
