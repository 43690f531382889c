import type { ReactNode } from 'react'

import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { FormMessages } from '@/i18n/FormMessages'
import type { Locale } from '@/i18n/locales'

type Props = { name: string; locale: Locale; title: string; intro: string; children: ReactNode }

/** A standalone form screen (spec §2.6): breadcrumb where the spec has one, heading, what it is for, the form. */
export function FormPage({ name, locale, title, intro, children }: Props) {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 pt-6 pb-14">
      <Breadcrumb name={name} locale={locale} current={title} />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 md:text-4xl">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      <FormMessages>{children}</FormMessages>
    </div>
  )
}
