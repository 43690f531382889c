/**
 * The loading state's look: a spinner and its message in a status region. Full screen covers the
 * page (a form being sent); otherwise it fills the content area (a page loading).
 */
export function LoadingOverlayView({
  label,
  fullScreen = false,
}: {
  label: string
  fullScreen?: boolean
}) {
  return (
    <div
      role="status"
      className={
        fullScreen
          ? 'fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-white/85 text-brand-700'
          : 'flex min-h-[60vh] flex-col items-center justify-center gap-4 text-brand-700'
      }
    >
      <span
        className="h-10 w-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
        aria-hidden="true"
      />
      <span className="font-semibold">{label}</span>
    </div>
  )
}
