import type { SectionKindOf } from '../sectionKind'
import { LinksListBlock } from './config'
import { linksList } from './fromWire'
import { linksListFields } from './wire'

export const section = {
  block: LinksListBlock,
  fields: linksListFields,
  fromWire: linksList,
} satisfies SectionKindOf<'links_list'>
