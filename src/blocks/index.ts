import type { Block } from 'payload'

import { AnnualReportsBlock } from './annual_reports/config'
import { BannerBlock } from './banner/config'
import { BoardTableBlock } from './board_table/config'
import { CardBlock } from './card/config'
import { ChecklistBlock } from './checklist/config'
import { ContactInformationBlock } from './contact_information/config'
import { CoverBlock } from './cover/config'
import { CustomerRightsSectionBlock } from './customer_rights_section/config'
import { FaqBlock } from './faq/config'
import { FormBlock } from './form/config'
import { FullBannerBlock } from './full_banner/config'
import { ImageBlogBlock } from './image_blog/config'
import { InsurancePlansReportBlock } from './insurance_plans_report/config'
import { InterestedToJoinBlock } from './interested_to_join/config'
import { JobComponentBlock } from './job_component/config'
import { LargeSliderBlock } from './largeSlider/config'
import { LinksListBlock } from './links_list/config'
import { MultipleTitleBlock } from './multiple_title/config'
import { OurBranchesBlock } from './our_branches/config'
import { RedirectSectionBlock } from './redirect_section/config'
import { ShortcutsBlock } from './shortcuts/config'
import { SingleBlogBlock } from './single_blog/config'
import { SingleBlogDropdownBlock } from './single_blog_dropdown/config'
import { SingleImageBlock } from './single_image/config'
import { SliderBlock } from './slider/config'
import { StatisticsBlock } from './statistics/config'
import { TagsAccordionBlock } from './tags_accordion/config'
import { WhoWeAreBlock } from './whoWeAre/config'

/** Every section kind an editor can add to a page (spec §2.5), in the order the admin offers them. */
export const sectionBlocks: Block[] = [
  CoverBlock,
  FullBannerBlock,
  BannerBlock,
  SingleBlogBlock,
  ImageBlogBlock,
  SingleImageBlock,
  SingleBlogDropdownBlock,
  CardBlock,
  SliderBlock,
  LargeSliderBlock,
  ShortcutsBlock,
  StatisticsBlock,
  ChecklistBlock,
  MultipleTitleBlock,
  TagsAccordionBlock,
  FaqBlock,
  LinksListBlock,
  RedirectSectionBlock,
  WhoWeAreBlock,
  ContactInformationBlock,
  OurBranchesBlock,
  AnnualReportsBlock,
  BoardTableBlock,
  InsurancePlansReportBlock,
  CustomerRightsSectionBlock,
  JobComponentBlock,
  InterestedToJoinBlock,
  FormBlock,
]

/** The wire's section names, which are the blocks' slugs. */
export const sectionNames = sectionBlocks.map((block) => block.slug)
