const iconProps = {
  className: 'h-4 w-4 shrink-0 text-brand-600',
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
}

export function PinIcon() {
  return (
    <svg {...iconProps}>
      <path d="M12 21s-7-6.1-7-11.5a7 7 0 0 1 14 0C19 14.9 12 21 12 21Z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </svg>
  )
}

export function LevelIcon() {
  return (
    <svg {...iconProps}>
      <path d="M4 20v-6M10 20V10M16 20V6M22 20V3" />
    </svg>
  )
}
