'use client'

import { ErrorScreen } from '@/components/ErrorScreen/ErrorScreen'

/** A page that failed to render: say so in the visitor's language and offer to try again. */
export default function PageError({
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  return <ErrorScreen kind="page" reset={reset} />
}
