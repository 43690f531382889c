import './(site)/[locale]/globals.css'

import type { Metadata } from 'next'
import Link from 'next/link'

export const metadata: Metadata = { title: '404' }

/** For URLs that match no route at all; the locale is unknown here, so both languages are shown. */
export default function GlobalNotFound() {
  return (
    <html lang="en" dir="ltr">
      <body>
        <main className="flex min-h-screen flex-col items-center justify-center gap-6 px-4 text-center">
          <h1 className="text-7xl font-bold text-brand-700">404</h1>
          <p className="text-lg text-slate-600">
            The page you are looking for does not exist.{' '}
            <span lang="ar" dir="rtl">
              الصفحة التي تبحث عنها غير موجودة.
            </span>
          </p>
          <nav className="flex gap-4">
            <Link
              href="/"
              className="rounded-full bg-brand-600 px-6 py-2.5 font-semibold text-white"
            >
              Home
            </Link>
            <Link
              href="/ar"
              lang="ar"
              className="rounded-full border border-brand-600 px-6 py-2.5 font-semibold text-brand-700"
            >
              الرئيسية
            </Link>
          </nav>
        </main>
      </body>
    </html>
  )
}
