import { getTranslations } from 'next-intl/server'

import { Section } from '@/components/ui/Section'

import { BranchPicker } from './BranchPicker'
import type { SectionProps } from '../SectionProps'

/** Branch buttons, the picked branch's details as text and its map (spec §2.5). */
export async function OurBranchesSection({ section }: SectionProps<'our_branches'>) {
  const t = await getTranslations('sections')
  const { header, branches } = section
  return (
    <Section heading={header}>
      {branches.length ? (
        <BranchPicker
          branches={branches}
          label={header}
          headingLevel={header ? 3 : 2}
          labels={{
            address: t('branchAddress'),
            poBox: t('branchPoBox'),
            phone: t('branchPhone'),
            fax: t('branchFax'),
            noMapLocation: t('noMapLocation'),
            mapTitles: branches.map((branch) => t('branchMapTitle', { branch: branch.name })),
          }}
        />
      ) : (
        <p className="rounded-2xl border border-brand-100 bg-brand-50 p-6 text-center">
          {t('noBranches')}
        </p>
      )}
    </Section>
  )
}
