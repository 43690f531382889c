import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { faqPageJsonLd } from '@/blocks/faq/faqPageJsonLd'
import { FullBannerSection } from '@/blocks/full_banner/Component'
import { RenderSections } from '@/blocks/RenderSections'
import { Breadcrumb } from '@/components/Breadcrumb/Breadcrumb'
import { JsonLd } from '@/components/JsonLd'
import { SideMenu } from '@/components/SideMenu/SideMenu'
import { getDraftPage, getPage } from '@/content'
import type { PageView } from '@/content/view'
import type { Locale } from '@/i18n/locales'

type Props = {
  name: string
  locale: Locale
  /** What a screen adds before the page's sections (spec §2.6: the claims frame, the complaint button). */
  lead?: ReactNode
  /** What a screen adds after them (the complaint status frame, the contact form). */
  trail?: ReactNode
  /** Show the latest draft instead of the published page (the preview route checks who may). */
  draft?: boolean
}

const container = 'mx-auto w-full max-w-7xl px-4'
const pageHeading = 'text-3xl font-bold text-brand-900 md:text-4xl'

/**
 * The generic content page (spec §2.4). A page in a group gets the group's banner on top, the
 * breadcrumb, its heading, the side menu beside its first section and the other sections below;
 * any other page lists its sections in order.
 */
export async function ContentPage({ name, locale, lead, trail, draft = false }: Props) {
  const page = draft ? await getDraftPage(name, locale) : await getPage(name, locale)
  if (!page) notFound()
  const faqPage = faqPageJsonLd(page.sections)
  const layout = page.group ? (
    <GroupedPage
      page={page}
      group={page.group}
      name={name}
      locale={locale}
      lead={lead}
      trail={trail}
    />
  ) : (
    <PlainPage page={page} name={name} locale={locale} lead={lead} trail={trail} />
  )
  return (
    <>
      {layout}
      {faqPage && <JsonLd data={faqPage} />}
    </>
  )
}

type LayoutProps = Omit<Props, 'name'> & { page: PageView; name: string }
type GroupedProps = LayoutProps & { group: NonNullable<PageView['group']> }

function GroupedPage({ page, group, name, locale, lead, trail }: GroupedProps) {
  const href = `/${name}`
  const banner = page.sections.find((section) => section.kind === 'full_banner')
  const [first, ...rest] = page.sections.filter((section) => section.kind !== 'full_banner')
  // The page heading (spec §2.4) is the page's name in its group; a banner carries its own title
  // (which editors set) or else that heading, as the page's h1.
  const heading = group.pages.find((p) => p.href === href)?.title || page.title
  return (
    <>
      {banner && (
        <FullBannerSection section={{ ...banner, title: banner.title || heading }} priority />
      )}
      <div className={`${container} pt-6`}>
        <Breadcrumb name={name} locale={locale} current={heading} />
        {!banner && <h1 className={`mt-4 ${pageHeading}`}>{heading}</h1>}
      </div>
      <div
        className={`${container} mt-6 grid grid-cols-1 gap-6 md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10`}
      >
        <div className="min-w-0 md:pt-10">
          <SideMenu pages={group.pages} current={href} locale={locale} />
        </div>
        <div className="min-w-0 [&>[data-section]>section>div]:px-0">
          {lead && <div className="pt-10">{lead}</div>}
          {first && <RenderSections sections={[first]} firstIsPriority={!banner} />}
        </div>
      </div>
      <RenderSections sections={rest} firstIsPriority={false} />
      {trail && <div className={`${container} pb-14`}>{trail}</div>}
    </>
  )
}

function PlainPage({ page, name, locale, lead, trail }: LayoutProps) {
  // The cover carries the page's h1; a page that does not open with one gets its title as heading.
  const opensWithHeading =
    page.sections[0]?.kind === 'cover' || page.sections[0]?.kind === 'full_banner'
  const isHome = name === 'home'
  return (
    <>
      {!isHome && (
        <div className={`${container} ${opensWithHeading ? 'pt-4' : 'pt-6'}`}>
          <Breadcrumb name={name} locale={locale} current={page.title} />
          {!opensWithHeading && <h1 className={`mt-4 ${pageHeading}`}>{page.title}</h1>}
        </div>
      )}
      {lead && <div className={`${container} pt-8`}>{lead}</div>}
      <RenderSections sections={page.sections} />
      {trail && <div className={`${container} pb-14`}>{trail}</div>}
    </>
  )
}
