import { getTranslations } from 'next-intl/server'

import { Link } from '@/i18n/navigation'

/** The not-found screen (spec §2.1): heading 404 and a link Home. Also used for /401. */
export async function NotFoundView({ text }: { text?: string }) {
  const t = await getTranslations('notFound')
  return (
    <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-24 text-center">
      <h1 className="text-7xl font-bold text-brand-700">{t('heading')}</h1>
      <p className="mt-4 text-lg text-slate-600">{text ?? t('text')}</p>
      <Link
        href="/"
        className="mt-8 rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        {t('home')}
      </Link>
    </div>
  )
}
