import { LoadingOverlay } from '@/components/LoadingOverlay'

export default function Loading() {
  return <LoadingOverlay />
}
