'use client'

import { useTranslations } from 'next-intl'
import {
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
} from 'react'

import { CloseIcon } from '@/components/icons'

type Props = {
  id: string
  label: string
  /** Narrow screens: a modal bottom sheet. Wide screens: a popover under the field. */
  sheet: boolean
  /** The button that opened it: a press on it toggles, so it does not count as a press outside. */
  toggleRef: RefObject<HTMLElement | null>
  /** `returnFocus`: put focus back on the button (Escape, the close button), not after a click elsewhere. */
  onClose: (returnFocus: boolean) => void
  children: ReactNode
}

/**
 * The calendar's dialog. On narrow screens it is modal (`showModal`: the page behind is inert);
 * on wide ones it opens in place under the field. In both, Tab cycles inside it and Escape
 * closes it.
 */
export function CalendarDialog({ id, label, sheet, toggleRef, onClose, children }: Props) {
  const t = useTranslations('forms.datePicker')
  const ref = useRef<HTMLDialogElement>(null)
  const titleId = useId()

  // A layout effect: the dialog must be open before the calendar's own effect focuses a day in it.
  useLayoutEffect(() => {
    const dialog = ref.current
    if (!dialog || dialog.open) return
    if (sheet) {
      dialog.showModal()
    } else {
      dialog.show()
      dialog.scrollIntoView({ block: 'nearest' })
    }
    return () => dialog.close()
  }, [sheet])

  // A press outside the popover closes it; the modal sheet has its backdrop for that.
  useEffect(() => {
    if (sheet) return
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node
      if (ref.current?.contains(target) || toggleRef.current?.contains(target)) return
      onClose(false)
    }
    document.addEventListener('pointerdown', onPointerDown)
    return () => document.removeEventListener('pointerdown', onPointerDown)
  }, [sheet, toggleRef, onClose])

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      onClose(true)
      return
    }
    if (event.key === 'Tab') trapTab(event, ref.current)
  }

  return (
    <dialog
      ref={ref}
      id={id}
      aria-label={sheet ? undefined : label}
      aria-labelledby={sheet ? titleId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault()
        onClose(true)
      }}
      onClick={(event) => {
        // In the modal sheet, a click on the dialog element itself is a click on the backdrop.
        if (sheet && event.target === ref.current) onClose(true)
      }}
      className={
        sheet
          ? 'fixed inset-x-0 top-auto bottom-0 m-0 max-h-[92dvh] w-full max-w-none overflow-y-auto rounded-t-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50'
          : 'absolute start-auto end-0 top-full z-40 m-0 mt-2 w-[22rem] max-w-[calc(100vw-2rem)] rounded-xl border border-slate-300 bg-white p-3 text-ink shadow-xl'
      }
    >
      {sheet ? (
        <div className="px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
          <div className="mb-1 flex items-center justify-between gap-2 border-b border-slate-200 pb-2">
            <h2 id={titleId} className="text-base font-bold text-brand-900">
              {label}
            </h2>
            <button
              type="button"
              onClick={() => onClose(true)}
              aria-label={t('close')}
              className="inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
            >
              <CloseIcon className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      ) : (
        children
      )}
    </dialog>
  )
}

/** Keeps Tab and Shift+Tab among the dialog's own controls. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement | null) {
  if (!dialog) return
  const focusable = Array.from(
    dialog.querySelectorAll<HTMLElement>(
      'button:not([disabled]), [href], input, select, textarea, [tabindex]',
    ),
  ).filter((element) => element.tabIndex >= 0 && !element.hasAttribute('disabled'))
  const first = focusable[0]
  const last = focusable[focusable.length - 1]
  if (!first || !last) return
  const active = document.activeElement
  if (event.shiftKey && (active === first || !dialog.contains(active))) {
    event.preventDefault()
    last.focus()
  } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
    event.preventDefault()
    first.focus()
  }
}
