import type { ReactNode } from 'react'

import type { SectionKind, SectionView } from '@/content/view'
import { sectionAnchor } from '@/routes.mjs'

import { CoverSection } from './cover/Component'
import { CardSection } from './card/Component'
import { SliderSection } from './slider/Component'
import { StatisticsSection } from './statistics/Component'
import { BannerSection } from './banner/Component'
import { ShortcutsSection } from './shortcuts/Component'
import { LargeSliderSection } from './largeSlider/Component'
import { ChecklistSection } from './checklist/Component'
import { WhoWeAreSection } from './whoWeAre/Component'
import { SingleBlogSection } from './single_blog/Component'
import { ImageBlogSection } from './image_blog/Component'
import { SingleImageSection } from './single_image/Component'
import { SingleBlogDropdownSection } from './single_blog_dropdown/Component'
import { RedirectSection } from './redirect_section/Component'
import { ContactInformationSection } from './contact_information/Component'
import { OurBranchesSection } from './our_branches/Component'
import { MultipleTitleSection } from './multiple_title/Component'
import { InterestedToJoinSection } from './interested_to_join/Component'
import { FormSection } from './form/Component'
import { FullBannerSection } from './full_banner/Component'
import { AnnualReportsSection } from './annual_reports/Component'
import { TagsAccordionSection } from './tags_accordion/Component'
import { LinksListSection } from './links_list/Component'
import { FaqSection } from './faq/Component'
import { JobComponentSection } from './job_component/Component'
import { CustomerRightsSection } from './customer_rights_section/Component'
import { InsurancePlansReportSection } from './insurance_plans_report/Component'
import { BoardTableSection } from './board_table/Component'

type SectionProps<K extends SectionKind> = {
  section: Extract<SectionView, { kind: K }>
  /** True for the first section of the page: its image is the one to load first. */
  priority: boolean
}

/**
 * One renderer per section kind; the mapped type makes a kind without a renderer a type error.
 * A renderer is named `<Kind>Section` (a kind already ending in "section" keeps one), beside the
 * block config `<Kind>Block` and the view `<Kind>View`.
 */
const components: {
  [K in SectionKind]: (props: SectionProps<K>) => ReactNode | Promise<ReactNode>
} = {
  cover: CoverSection,
  card: CardSection,
  slider: SliderSection,
  statistics: StatisticsSection,
  banner: BannerSection,
  shortcuts: ShortcutsSection,
  largeSlider: LargeSliderSection,
  checklist: ChecklistSection,
  whoWeAre: WhoWeAreSection,
  single_blog: SingleBlogSection,
  image_blog: ImageBlogSection,
  single_image: SingleImageSection,
  single_blog_dropdown: SingleBlogDropdownSection,
  redirect_section: RedirectSection,
  contact_information: ContactInformationSection,
  our_branches: OurBranchesSection,
  multiple_title: MultipleTitleSection,
  interested_to_join: InterestedToJoinSection,
  form: FormSection,
  full_banner: FullBannerSection,
  annual_reports: AnnualReportsSection,
  tags_accordion: TagsAccordionSection,
  links_list: LinksListSection,
  faq: FaqSection,
  job_component: JobComponentSection,
  customer_rights_section: CustomerRightsSection,
  insurance_plans_report: InsurancePlansReportSection,
  board_table: BoardTableSection,
}

/** Renders sections in the order given; fromWire already sorted them and dropped unknown kinds. */
export function RenderSections({
  sections,
  firstIsPriority = true,
}: {
  sections: SectionView[]
  firstIsPriority?: boolean
}) {
  return (
    <>
      {sections.map((section, index) => {
        // The map pairs each kind with its own renderer; TypeScript cannot follow that pairing here.
        const Component = components[section.kind] as (
          props: SectionProps<SectionKind>,
        ) => ReactNode
        // The anchor search results link to, scrolled to below the sticky header; `data-section`
        // lets a layout style the section inside (ContentPage).
        return (
          <div
            key={section.id}
            id={sectionAnchor(section.id)}
            data-section=""
            className="scroll-mt-32"
          >
            <Component section={section} priority={firstIsPriority && index === 0} />
          </div>
        )
      })}
    </>
  )
}
