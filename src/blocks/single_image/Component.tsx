import { Picture } from '@/components/Picture'

import { Section } from '@/components/ui/Section'
import type { SectionProps } from '../SectionProps'

/**
 * One picture in the content column, as wide as the text blocks around it. The wire gives no size, so the picture keeps its own
 * proportions (height follows the width) instead of being cropped; 4:3, the seed's shape, only
 * reserves the space until it loads.
 */
export function SingleImageSection({ section, priority }: SectionProps<'single_image'>) {
  const { image } = section
  return (
    <Section>
      <Picture
        src={image.src}
        alt={image.alt}
        width={1200}
        height={900}
        priority={priority}
        sizes="(min-width: 800px) 768px, 100vw"
        className="h-auto w-full max-w-3xl rounded-3xl bg-brand-50"
      />
    </Section>
  )
}
