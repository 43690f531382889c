import { Section } from '@/components/ui/Section'

import { SectionButton } from '../shared/SectionButton'
import type { SectionProps } from '../SectionProps'

/**
 * The external form (spec §2.5): labelled inputs and a button that opens the real form in a new
 * tab. The inputs have no name and sit in no <form>, so nothing typed leaves the page: a personal
 * detail must never travel in an address to another site.
 */
export function FormSection({ section }: SectionProps<'form'>) {
  const { header, fields, button } = section
  return (
    <Section heading={header}>
      <div className="max-w-2xl rounded-3xl border border-brand-100 bg-white p-6 md:p-8">
        {fields.length > 0 && (
          <div className="space-y-5">
            {fields.map((field) => (
              <div key={field.id} className="flex flex-col gap-2">
                <label htmlFor={field.id} className="font-semibold text-brand-900">
                  {field.label}
                </label>
                <input
                  id={field.id}
                  type="text"
                  placeholder={field.placeholder || undefined}
                  className="min-h-11 w-full rounded-xl border border-slate-500 bg-white px-4 py-2.5 text-ink placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-500"
                />
              </div>
            ))}
          </div>
        )}
        {button && (
          <div className={fields.length ? 'mt-8' : ''}>
            <SectionButton button={button} newTab />
          </div>
        )}
      </div>
    </Section>
  )
}
