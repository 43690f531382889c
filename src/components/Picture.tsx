import { getImageProps, type ImageProps } from 'next/image'
import { preload } from 'react-dom'

type Props = Omit<ImageProps, 'priority' | 'preload' | 'loading' | 'fetchPriority'> & {
  /** The page's largest first-view picture (its LCP element): loaded at once, first, and announced in the head. */
  priority?: boolean
}

/**
 * A picture with next/image's resizing and srcset, rendered on the server as a plain <img>: no
 * browser code (next/image's component ships its own chunk to every page). The LCP picture is
 * preloaded from the head with high priority, so the browser fetches it before the styles and
 * scripts rather than after laying out the page.
 */
export function Picture({ priority = false, ...image }: Props) {
  const { props } = getImageProps({
    ...image,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  })
  if (priority) {
    preload(props.src, {
      as: 'image',
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: 'high',
    })
  }
  // getImageProps gives the alt text (required by ImageProps) with the rest.
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text
  return <img {...props} />
}
