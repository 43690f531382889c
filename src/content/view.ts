/** View models: what components render. Only fromWire builds them; components never see wire data. */

// Each section kind's view type sits beside its mapper in fromWire/; the union lists them all.
import type { CoverView } from './fromWire/cover'
import type { FullBannerView } from './fromWire/full_banner'
import type { AnnualReportsView } from './fromWire/annual_reports'
import type { TagsAccordionView, TagView } from './fromWire/tags_accordion'
import type { LinksListView } from './fromWire/links_list'
import type { FaqView } from './fromWire/faq'
import type { JobComponentView } from './fromWire/job_component'
import type { CustomerRightsSectionView } from './fromWire/customer_rights_section'
import type { InsurancePlansReportView } from './fromWire/insurance_plans_report'
import type { BoardTableView } from './fromWire/board_table'
import type { SingleBlogView } from './fromWire/single_blog'
import type { ImageBlogView } from './fromWire/image_blog'
import type { SingleImageView } from './fromWire/single_image'
import type { SingleBlogDropdownView } from './fromWire/single_blog_dropdown'
import type { RedirectSectionView } from './fromWire/redirect_section'
import type { ContactInformationView, SocialNetwork } from './fromWire/contact_information'
import type { OurBranchesView, BranchView } from './fromWire/our_branches'
import type { MultipleTitleView } from './fromWire/multiple_title'
import type { InterestedToJoinView } from './fromWire/interested_to_join'
import type { FormView } from './fromWire/form'
import type { CardView, CardItemView } from './fromWire/card'
import type { SliderView } from './fromWire/slider'
import type { StatisticsView } from './fromWire/statistics'
import type { BannerView } from './fromWire/banner'
import type { ShortcutsView } from './fromWire/shortcuts'
import type { LargeSliderView } from './fromWire/largeSlider'
import type { ChecklistView } from './fromWire/checklist'
import type { WhoWeAreView, SocialIconName } from './fromWire/whoWeAre'
import type { MenuLinkView } from './viewParts'

export type { CardLinkView, ContactLinkView, ImageView, LinkView, MenuLinkView } from './viewParts'

export type {
  CoverView,
  FullBannerView,
  AnnualReportsView,
  TagsAccordionView,
  LinksListView,
  FaqView,
  JobComponentView,
  CustomerRightsSectionView,
  InsurancePlansReportView,
  BoardTableView,
  TagView,
}

export type {
  SingleBlogView,
  ImageBlogView,
  SingleImageView,
  SingleBlogDropdownView,
  RedirectSectionView,
  ContactInformationView,
  SocialNetwork,
  OurBranchesView,
  BranchView,
  MultipleTitleView,
  InterestedToJoinView,
  FormView,
}

export type {
  CardView,
  CardItemView,
  SliderView,
  StatisticsView,
  BannerView,
  ShortcutsView,
  LargeSliderView,
  ChecklistView,
  WhoWeAreView,
  SocialIconName,
}

/** Every section kind the site renders; `kind` is the wire's `section.name`. */
export type SectionView =
  | CoverView
  | FullBannerView
  | CardView
  | SliderView
  | StatisticsView
  | BannerView
  | ShortcutsView
  | LargeSliderView
  | ChecklistView
  | WhoWeAreView
  | SingleBlogView
  | ImageBlogView
  | SingleImageView
  | SingleBlogDropdownView
  | RedirectSectionView
  | ContactInformationView
  | OurBranchesView
  | MultipleTitleView
  | InterestedToJoinView
  | FormView
  | AnnualReportsView
  | TagsAccordionView
  | LinksListView
  | FaqView
  | JobComponentView
  | CustomerRightsSectionView
  | InsurancePlansReportView
  | BoardTableView

export type SectionKind = SectionView['kind']

export type MetaView = { name?: string; property?: string; content: string }

export type PageView = {
  name: string
  /** The side menu of the page's group; null when the page has no group or the group no pages. */
  group: { pages: MenuLinkView[] } | null
  /** The page's own title, or '' when it has none (the caller uses the default insurance title). */
  title: string
  meta: MetaView[]
  sections: SectionView[]
}
