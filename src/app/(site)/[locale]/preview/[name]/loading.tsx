import { LoadingOverlay } from '@/components/LoadingOverlay'

/**
 * The preview reads the CMS session per request, so it streams behind this state. Published pages
 * have no loading boundary: they are prerendered, and one would make an unknown page answer 200.
 */
export default function Loading() {
  return <LoadingOverlay />
}
