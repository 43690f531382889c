import type { ReactNode } from 'react'

type Props = {
  heading: 'h2' | 'h3'
  headingClass?: string
  /** The button's id and its panel's, which name each other. */
  ids: { button: string; panel: string }
  expanded: boolean
  onToggle: () => void
  title: string
  /** What shows whether the part is open (a plus/minus, a chevron). */
  mark: ReactNode
  buttonClass: string
  panelClass: string
  children: ReactNode
}

/** One titled part that opens and closes (the disclosure pattern): its heading's button and its region. */
export function Disclosure({
  heading: Heading,
  headingClass,
  ids,
  expanded,
  onToggle,
  title,
  mark,
  buttonClass,
  panelClass,
  children,
}: Props) {
  return (
    <>
      <Heading className={headingClass}>
        <button
          type="button"
          id={ids.button}
          aria-expanded={expanded}
          aria-controls={ids.panel}
          onClick={onToggle}
          className={buttonClass}
        >
          <span>{title}</span>
          {mark}
        </button>
      </Heading>
      <div
        id={ids.panel}
        role="region"
        aria-labelledby={ids.button}
        hidden={!expanded}
        className={panelClass}
      >
        {children}
      </div>
    </>
  )
}
