/** View models: what components render. Only fromWire builds them; components never see wire data. */

// Each section kind's view type sits beside its mapper in fromWire/; the union lists them all.
import type { CoverView } from './fromWire/cover'
import type { FullBannerView } from './fromWire/fullBanner'
import type { MenuLinkView } from './fromWire/header'

export type LinkView = { text: string; href: string; external: boolean }

export type ImageView = { src: string; alt: string }

export type { CoverView, FullBannerView }

/** Every section kind the site renders; `kind` is the wire's `section.name`. */
export type SectionView = CoverView | FullBannerView

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
