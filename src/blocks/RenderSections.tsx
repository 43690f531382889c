import type { ReactNode } from 'react'

import type { SectionKind, SectionView } from '@/content/view'
import { sectionAnchor } from '@/routes.mjs'

import * as renderers from './renderers'
import type { SectionProps } from './SectionProps'

/**
 * One renderer per section kind (renderers.ts): a kind without one, or one named for no kind, is
 * a type error here.
 */
const components: {
  [K in SectionKind]: (props: SectionProps<K>) => ReactNode | Promise<ReactNode>
} & { [Other in Exclude<keyof typeof renderers, SectionKind>]: never } = renderers

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
