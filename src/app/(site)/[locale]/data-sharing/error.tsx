'use client'

import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen'

/** Spec §2.6: the data sharing page's own error text when its documents cannot be read. */
export default function DataSharingError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ErrorScreen kind="customerRights" reset={reset} />
}
