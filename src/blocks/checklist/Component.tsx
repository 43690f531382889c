import { CheckIcon } from '@/components/icons'
import { Section } from '@/components/ui/Section'

import { LtrRuns } from '../shared/LtrRuns'
import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

/** Checklist (spec §2.5): header, ticked points with an optional title, optional button in a new tab. */
export function ChecklistSection({ section }: SectionProps<'checklist'>) {
  const { header, items, button } = section
  const Title = header ? 'h3' : 'h2'
  return (
    <Section heading={header}>
      {items.length > 0 && (
        <ul className="grid gap-x-10 gap-y-6 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.id} className="flex gap-3">
              <CheckMark />
              <div className="min-w-0">
                {item.title && <Title className="font-bold text-brand-900">{item.title}</Title>}
                {item.paragraphs.map((paragraph, index) => (
                  <p key={index} className={`leading-relaxed ${item.title || index ? 'mt-1' : ''}`}>
                    <LtrRuns text={paragraph} />
                  </p>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      {button && (
        <div className={items.length ? 'mt-8' : ''}>
          <SectionButton button={button} newTab />
        </div>
      )}
    </Section>
  )
}

function CheckMark() {
  return (
    <span
      className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white"
      aria-hidden="true"
    >
      <CheckIcon />
    </span>
  )
}
