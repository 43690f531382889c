/** View models: what components render. Only fromWire builds them; components never see wire data. */

export type LinkView = { text: string; href: string; external: boolean }

export type ImageView = { src: string; alt: string }

export type CoverView = {
  kind: 'cover'
  id: string
  title: string
  description: string
  image: ImageView | null
  button: LinkView | null
}

export type FullBannerView = {
  kind: 'full_banner'
  id: string
  title: string
  description: string
  image: ImageView | null
}

export type SectionView = CoverView | FullBannerView

export type MetaView = { name?: string; property?: string; content: string }

export type PageView = {
  name: string
  /** The page's own title, or '' when it has none (the caller uses the default insurance title). */
  title: string
  meta: MetaView[]
  sections: SectionView[]
}
