import { RichText } from '@/components/RichText'
import { Section } from '@/components/ui/Section'

import { Disclosures } from './Disclosures'
import type { SectionProps } from '../SectionProps'

/**
 * A text block followed by titled parts that expand (the spec names the kind only). The parts'
 * texts are sanitized here on the server; the client component only opens and closes them.
 */
export function SingleBlogDropdownSection({ section }: SectionProps<'single_blog_dropdown'>) {
  const { header, description, items } = section
  return (
    <Section heading={header}>
      <RichText html={description} className="max-w-3xl" />
      {items.length > 0 && (
        <div className={`max-w-3xl ${description ? 'mt-8' : ''}`}>
          {/* Parts sit under the section's h2; without one they are the h2s themselves. */}
          <Disclosures
            items={items.map(({ id, title, body }) => ({
              id,
              title,
              body: <RichText html={body} />,
            }))}
            headingLevel={header ? 3 : 2}
          />
        </div>
      )}
    </Section>
  )
}
