/** View models: what components render. Only fromWire builds them; components never see wire data. */

import type { SectionView } from '@/blocks'

import type { MenuLinkView } from './viewParts'

export type { CardLinkView, ContactLinkView, ImageView, LinkView, MenuLinkView } from './viewParts'

// Each section kind's view type sits beside its mapper in its folder (src/blocks/<kind>/wire.ts).
export type { SectionKind, SectionView } from '@/blocks'

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
