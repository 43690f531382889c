import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'

import { JobApplicationForm } from '@/features/careers/components/JobApplicationForm'
import { applyFormMetadata } from '@/features/careers/components/metadata'
import { getJob, listJobIds } from '@/content'
import { browserForm } from '@/forms/fieldList'
import { jobApplicationFields } from '@/features/careers/application/schema'
import { FormMessages } from '@/i18n/FormMessages'
import type { Locale } from '@/i18n/locales'
import { getPathname } from '@/i18n/paths'
import { routes } from '@/routes.mjs'

type Props = PageProps<'/[locale]/apply-form/[jobId]'>

export async function generateStaticParams() {
  return (await listJobIds()).map((jobId) => ({ jobId }))
}

export async function generateMetadata({ params }: Props) {
  const { locale, jobId } = await params
  const job = await getJob(jobId, locale as Locale)
  return job ? applyFormMetadata(job, locale as Locale) : {}
}

/** Job application (spec §2.6): heading, description, then the form; an unknown job is a 404. */
export default async function ApplyFormPage({ params }: Props) {
  const { locale: code, jobId } = await params
  const locale = code as Locale
  setRequestLocale(locale)
  const job = await getJob(jobId, locale)
  if (!job) notFound()
  const t = await getTranslations({ locale, namespace: 'careers' })
  const jobHref = routes.careerDetails(jobId)
  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-8 pb-14">
      <h1 className="text-3xl font-bold text-brand-900 md:text-4xl">
        {t('applyTitle', { title: job.title })}
      </h1>
      <p className="mt-3 text-lg text-slate-700">{t('applyIntro')}</p>
      <FormMessages>
        <JobApplicationForm
          form={browserForm(jobApplicationFields)}
          jobId={jobId}
          jobHref={jobHref}
          privacyHref={getPathname({ href: routes.privacyPolicy, locale })}
          termsHref={getPathname({ href: routes.termsAndConditions, locale })}
        />
      </FormMessages>
    </div>
  )
}
