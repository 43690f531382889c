import type { ReactNode } from 'react'

import type { SectionKind, SectionView } from '@/content/view'

import { CoverSection } from './cover/Component'
import { FullBannerSection } from './full_banner/Component'

type SectionProps<K extends SectionKind> = {
  section: Extract<SectionView, { kind: K }>
  /** True for the first section of the page: its image is the one to load first. */
  priority: boolean
}

/** One renderer per section kind; the mapped type makes a kind without a renderer a type error. */
const components: { [K in SectionKind]: (props: SectionProps<K>) => ReactNode | Promise<ReactNode> } = {
  cover: CoverSection,
  full_banner: FullBannerSection,
}

/** Renders sections in the order given; fromWire already sorted them and dropped unknown kinds. */
export function RenderSections({ sections, firstIsPriority = true }: { sections: SectionView[]; firstIsPriority?: boolean }) {
  return (
    <>
      {sections.map((section, index) => {
        // The map pairs each kind with its own renderer; TypeScript cannot follow that pairing here.
        const Component = components[section.kind] as (props: SectionProps<SectionKind>) => ReactNode
        return <Component key={section.id} section={section} priority={firstIsPriority && index === 0} />
      })}
    </>
  )
}
