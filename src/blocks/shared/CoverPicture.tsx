import { Picture } from '@/components/Picture'
import type { ImageView } from '@/content/view'

/**
 * A section's picture filling its positioned box, cropped to cover it: a banner's background, or
 * the framed picture beside a text. Nothing when the section has none.
 */
export function CoverPicture({
  image,
  priority,
  sizes = '100vw',
}: {
  image: ImageView | null
  priority: boolean
  /** How wide it shows at each screen width, when not the whole screen. */
  sizes?: string
}) {
  if (!image) return null
  return (
    <Picture
      src={image.src}
      alt={image.alt}
      fill
      priority={priority}
      sizes={sizes}
      className="object-cover"
    />
  )
}
