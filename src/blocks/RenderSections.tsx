import type { SectionView } from '@/content/view'

import { CoverSection } from './cover/Component'
import { FullBannerSection } from './full_banner/Component'

/** Renders sections in the order given; fromWire already dropped unknown kinds. */
export function RenderSections({ sections }: { sections: SectionView[] }) {
  return (
    <>
      {sections.map((section, index) => {
        switch (section.kind) {
          case 'cover':
            return <CoverSection key={section.id} section={section} priority={index === 0} />
          case 'full_banner':
            return <FullBannerSection key={section.id} section={section} priority={index === 0} />
        }
      })}
    </>
  )
}
