import { notFound } from 'next/navigation'

import { RenderSections } from '@/blocks/RenderSections'
import { getPage } from '@/content'
import type { Locale } from '@/i18n/locales'

/** The generic content page (spec §2.4): a page read by name, its sections in order. */
export async function ContentPage({ name, locale }: { name: string; locale: Locale }) {
  const page = await getPage(name, locale)
  if (!page) notFound()
  return <RenderSections sections={page.sections} />
}
