import type { Locale } from '@/i18n/locales'

import type { SectionKind, SectionView } from '../view'
import type { WireSection } from '../wire'
import { cover } from './cover'
import { card } from './card'
import { slider } from './slider'
import { statistics } from './statistics'
import { banner } from './banner'
import { shortcuts } from './shortcuts'
import { largeSlider } from './largeSlider'
import { checklist } from './checklist'
import { whoWeAre } from './whoWeAre'
import { singleBlog } from './single_blog'
import { imageBlog } from './image_blog'
import { singleImage } from './single_image'
import { singleBlogDropdown } from './single_blog_dropdown'
import { redirectSection } from './redirect_section'
import { contactInformation } from './contact_information'
import { ourBranches } from './our_branches'
import { multipleTitle } from './multiple_title'
import { interestedToJoin } from './interested_to_join'
import { form } from './form'
import { fullBanner } from './full_banner'
import { annualReports } from './annual_reports'
import { tagsAccordion } from './tags_accordion'
import { linksList } from './links_list'
import { faq } from './faq'
import { jobComponent } from './job_component'
import { customerRightsSection } from './customer_rights_section'
import { insurancePlansReport } from './insurance_plans_report'
import { boardTable } from './board_table'

type SectionMapper<K extends SectionKind> = (
  section: WireSection,
  locale: Locale,
) => Extract<SectionView, { kind: K }> | null

/** One mapper per section kind, keyed by the wire's section name (= the view's `kind`). */
const mappers: { [K in SectionKind]: SectionMapper<K> } = {
  cover,
  card,
  slider,
  statistics,
  banner,
  shortcuts,
  largeSlider,
  checklist,
  whoWeAre,
  single_blog: singleBlog,
  image_blog: imageBlog,
  single_image: singleImage,
  single_blog_dropdown: singleBlogDropdown,
  redirect_section: redirectSection,
  contact_information: contactInformation,
  our_branches: ourBranches,
  multiple_title: multipleTitle,
  interested_to_join: interestedToJoin,
  form,
  full_banner: fullBanner,
  annual_reports: annualReports,
  tags_accordion: tagsAccordion,
  links_list: linksList,
  faq,
  job_component: jobComponent,
  customer_rights_section: customerRightsSection,
  insurance_plans_report: insurancePlansReport,
  board_table: boardTable,
}

type AnyMapper = (section: WireSection, locale: Locale) => SectionView | null

/** The mapper for a wire name; `hasOwn` keeps names like "constructor" from reaching the prototype. */
function mapperFor(name: string | undefined): AnyMapper | undefined {
  return name && Object.hasOwn(mappers, name)
    ? (mappers[name as SectionKind] as AnyMapper)
    : undefined
}

/** Sort key of a section: its `order`, missing or unreadable = 0 (spec §2.4). */
function orderOf(section: WireSection): number {
  const n = Number(section.order ?? 0)
  return Number.isFinite(n) ? n : 0
}

/**
 * The sections a page shows, each beside the wire section it was read from: sorted by order
 * ascending (stable), unknown names and sections without what they need skipped.
 */
export function shownSections(
  sections: WireSection[] | null | undefined,
  locale: Locale,
): { wire: WireSection; view: SectionView }[] {
  return [...(sections ?? [])]
    .map((section, index) => ({ section, index }))
    .sort((a, b) => orderOf(a.section) - orderOf(b.section) || a.index - b.index)
    .flatMap(({ section }) => {
      const view = mapperFor(section.section?.name)?.(section, locale)
      return view ? [{ wire: section, view }] : []
    })
}

/** The views of the sections a page shows, in order (see shownSections). */
export function sectionsFromWire(
  sections: WireSection[] | null | undefined,
  locale: Locale,
): SectionView[] {
  return shownSections(sections, locale).map(({ view }) => view)
}
