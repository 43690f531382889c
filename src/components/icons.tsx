/** Small inline icons; decorative (the control around them carries the name). */

type IconProps = { className?: string }

const base = (className = 'h-5 w-5', strokeWidth = 2) => ({
  className,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
})

export function ChevronDownIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="m6 9 6 6 6-6" />
    </svg>
  )
}

/** Points along the reading direction: give it `flip-rtl`. */
export function ChevronForwardIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="m9 6 6 6-6 6" />
    </svg>
  )
}

/** Points against the reading direction (a "previous" button): give it `flip-rtl`. */
export function ChevronBackIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="m15 6-6 6 6 6" />
    </svg>
  )
}

/** An arrow along the reading direction (link lists): give it `flip-rtl`. */
export function ArrowForwardIcon({ className = 'h-5 w-5' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M5 12h14m-6-6 6 6-6 6" />
    </svg>
  )
}

/** Marks a link that opens in a new tab. */
export function ExternalLinkIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  )
}

export function CalendarIcon({ className }: IconProps) {
  return (
    <svg {...base(className ?? 'h-5 w-5')}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </svg>
  )
}

export function MenuIcon({ className }: IconProps) {
  return (
    <svg {...base(className ?? 'h-6 w-6')}>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </svg>
  )
}

export function SearchIcon({ className }: IconProps) {
  return (
    <svg {...base(className ?? 'h-5 w-5')}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-3.5-3.5" />
    </svg>
  )
}

export function CloseIcon({ className }: IconProps) {
  return (
    <svg {...base(className ?? 'h-6 w-6')}>
      <path d="M6 6l12 12M18 6 6 18" />
    </svg>
  )
}

export function PhoneIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2Z" />
    </svg>
  )
}

export function DownloadIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M12 4v12m0 0-5-5m5 5 5-5M5 20h14" />
    </svg>
  )
}

export function FileIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8l-5-5Z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </svg>
  )
}

/** A tick: not direction-bearing, so it does not flip in Arabic. */
export function CheckIcon({ className = 'h-4 w-4' }: IconProps) {
  return (
    <svg {...base(className, 3)}>
      <path d="m5 12 5 5 9-10" />
    </svg>
  )
}

/** Plus while closed, minus while open (accordions). */
export function PlusMinusIcon({ open, className = 'h-4 w-4' }: IconProps & { open: boolean }) {
  return (
    <svg {...base(className, 2.5)}>
      <path d="M5 12h14" />
      {!open && <path d="M12 5v14" />}
    </svg>
  )
}

export function LinkIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
    </svg>
  )
}

export function SocialIcon({
  name,
  className = 'h-5 w-5',
}: {
  name: 'x' | 'instagram' | 'facebook' | 'linkedin' | 'youtube'
  className?: string
}) {
  const paths: Record<typeof name, string> = {
    x: 'M4 4l16 16M20 4 4 20',
    instagram:
      'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5Zm5 6a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-1.5h.01',
    facebook: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
    linkedin:
      'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6ZM2 9h4v12H2zM4 2a2 2 0 1 1 0 4 2 2 0 0 1 0-4Z',
    youtube:
      'M2.5 7.1A2.8 2.8 0 0 1 4.5 5C6.3 4.5 12 4.5 12 4.5s5.7 0 7.5.5a2.8 2.8 0 0 1 2 2.1c.5 1.6.5 4.9.5 4.9s0 3.3-.5 4.9a2.8 2.8 0 0 1-2 2.1c-1.8.5-7.5.5-7.5.5s-5.7 0-7.5-.5a2.8 2.8 0 0 1-2-2.1C2 15.3 2 12 2 12s0-3.3.5-4.9ZM10 15l5-3-5-3z',
  }
  return (
    <svg {...base(className)}>
      <path d={paths[name]} />
    </svg>
  )
}

export function MailIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </svg>
  )
}

export function ClockIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </svg>
  )
}

export function MapPinIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11Z" />
      <circle cx="12" cy="10" r="2.5" />
    </svg>
  )
}

/** Rising bars: a job's experience level. */
export function LevelIcon({ className }: IconProps) {
  return (
    <svg {...base(className)}>
      <path d="M4 20v-6M10 20V10M16 20V6M22 20V3" />
    </svg>
  )
}
