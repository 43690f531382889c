import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'

/** The board of directors: name, position and membership classification (spec §2.5). */
export async function BoardTableSection({ section }: SectionProps<'board_table'>) {
  const t = await getTranslations('sections')
  const heading = section.header || t('boardHeading')
  return (
    <Section heading={heading}>
      {section.members.length === 0 ? (
        <p>{t('noItems')}</p>
      ) : (
        <div className="overflow-hidden rounded-2xl border border-brand-100">
          <table className="w-full border-collapse text-sm md:text-base">
            <thead className="bg-brand-700 text-white">
              <tr>
                <th scope="col" className="px-3 py-3 text-start font-semibold md:px-5">
                  {t('boardName')}
                </th>
                <th scope="col" className="px-3 py-3 text-start font-semibold md:px-5">
                  {t('boardPosition')}
                </th>
                <th scope="col" className="px-3 py-3 text-start font-semibold md:px-5">
                  {t('boardClassification')}
                </th>
              </tr>
            </thead>
            <tbody>
              {section.members.map((member) => (
                <tr
                  key={member.id}
                  className="border-t border-brand-100 align-top odd:bg-white even:bg-brand-50"
                >
                  <th
                    scope="row"
                    className="px-3 py-3 text-start font-semibold text-brand-900 md:px-5"
                  >
                    {member.name}
                  </th>
                  <td className="px-3 py-3 md:px-5">{member.position}</td>
                  <td className="px-3 py-3 md:px-5">{member.classification}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  )
}
