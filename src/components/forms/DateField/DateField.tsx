'use client'

import { useLocale, useTranslations } from 'next-intl'
import {
  type ChangeEvent,
  type KeyboardEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { type Control, type FieldValues, type Path, useController } from 'react-hook-form'

import { CalendarIcon } from '@/components/icons'
import { isoToDate, todayIso } from '@/forms/dates'
import type { DateRule } from '@/forms/dateLimits'
import type { Locale } from '@/i18n/locales'

import { Field } from '../Field'
import { controlAttributes } from '../fieldIds'
import { controlClass } from '../styles'
import { CalendarDialog } from './CalendarDialog'
import { formatDateText, parseDateText, spokenDate } from './dateText'
import { NARROW_SCREEN, useMediaQuery } from './useMediaQuery'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: Path<T>
  label: string
  id?: string
  /** The dates the field accepts, from today; the schema checks the same rule. */
  rule?: DateRule
}

/** The example in the hint: a day above 12, so the order day/month is plain. */
const EXAMPLE = '27/03/2026'

/*
 * The calendar (react-day-picker and date-fns, about 23 kB) is not part of the form's first load:
 * most visitors type the date. It is fetched once the visitor reaches the field (the text box or
 * the button focused, the button pointed at or touched), so it is there when the button is pressed.
 */
type CalendarComponent = typeof import('./Calendar').Calendar
/** Set once fetched, for every date field of the page. */
let loadedCalendar: CalendarComponent | undefined
const loadCalendar = () => import('./Calendar').then((module) => (loadedCalendar = module.Calendar))
// A failed early fetch is tried again, and told, when the calendar is opened.
const preloadCalendar = () => void loadCalendar().catch(() => undefined)

/**
 * A date field for react-hook-form: a text box that reads dates typed day first (in either
 * language's digits), and a button that opens a calendar. The form's value is an ISO date
 * (YYYY-MM-DD), '' when empty, or the text as typed when it is not a date, so the schema says
 * "Enter a real date" rather than "required".
 */
export function DateField<T extends FieldValues>({ control, name, label, id, rule }: Props<T>) {
  const locale = useLocale() as Locale
  const t = useTranslations('forms.datePicker')
  const {
    field: { ref: inputRef, value: formValue, onChange, onBlur },
    fieldState,
  } = useController({ control, name })
  const fieldId = id ?? name
  const dialogId = useId()
  const value = typeof formValue === 'string' ? formValue : ''

  // What the box shows; it follows the form's value when that changes from outside (a reset).
  const [text, setText] = useState(() => formatDateText(value) || value)
  const [given, setGiven] = useState(value)
  if (value !== given) {
    setGiven(value)
    setText(formatDateText(value) || value)
  }
  const give = (next: string) => {
    setGiven(next)
    onChange(next)
  }

  const [open, setOpen] = useState(false)
  const buttonRef = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const narrow = useMediaQuery(NARROW_SCREEN)

  useEffect(() => {
    if (open || !returnFocus.current) return
    returnFocus.current = false
    buttonRef.current?.focus()
  }, [open])

  const close = useCallback((focusButton: boolean) => {
    returnFocus.current = focusButton
    setOpen(false)
  }, [])

  const onType = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value
    setText(typed)
    const trimmed = typed.trim()
    give(trimmed ? (parseDateText(trimmed) ?? trimmed) : '')
  }

  const onInputBlur = () => {
    const parsed = parseDateText(text)
    if (parsed) setText(formatDateText(parsed))
    onBlur()
  }

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.altKey && event.key === 'ArrowDown') {
      event.preventDefault()
      preloadCalendar()
      setOpen(true)
    }
  }

  const pick = (iso: string) => {
    give(iso)
    setText(formatDateText(iso))
    onBlur()
    close(true)
  }

  // Fetched before the press (as it mostly is), the calendar opens in the same render as its dialog,
  // so keys pressed at once reach it; otherwise the dialog says it is coming, or that it failed
  // (the visitor can still type the date), and each opening tries again.
  const [fetched, setFetched] = useState<{ Calendar?: CalendarComponent; failed?: boolean }>({})
  const Calendar = fetched.Calendar ?? loadedCalendar
  useEffect(() => {
    if (!open || Calendar) return
    let current = true
    loadCalendar().then(
      (loaded) => current && setFetched({ Calendar: loaded }),
      () => current && setFetched({ failed: true }),
    )
    return () => {
      current = false
    }
  }, [open, Calendar])
  const chosen = isoToDate(value)
  const error = fieldState.error?.message
  const hint = t.rich('hint', {
    example: EXAMPLE,
    ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
  })

  return (
    <Field id={fieldId} label={label} hint={hint} error={error}>
      <div className="relative mt-1.5 flex items-stretch gap-2">
        <input
          ref={inputRef}
          {...controlAttributes(fieldId, name, { hint, error })}
          type="text"
          value={text}
          onChange={onType}
          onBlur={onInputBlur}
          onKeyDown={onInputKeyDown}
          onFocus={preloadCalendar}
          // A date has no autofill token; the browser's suggestions of past entries only get in the way.
          autoComplete="off"
          spellCheck={false}
          dir="ltr"
          className={`${controlClass} mt-0! min-w-0 flex-1`}
        />
        <button
          ref={buttonRef}
          type="button"
          onClick={() => setOpen((was) => !was)}
          onPointerEnter={preloadCalendar}
          onTouchStart={preloadCalendar}
          onFocus={preloadCalendar}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? dialogId : undefined}
          aria-label={chosen ? t('change', { date: spokenDate(chosen, locale) }) : t('open')}
          className="inline-flex w-12 shrink-0 items-center justify-center rounded-lg border border-slate-500 bg-white text-brand-700 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-brand-500 aria-expanded:bg-brand-50"
        >
          <CalendarIcon className="h-6 w-6" />
        </button>
        {open ? (
          <CalendarDialog
            label={t('dialog', { label })}
            sheet={narrow}
            toggleRef={buttonRef}
            onClose={close}
            id={dialogId}
          >
            {Calendar ? (
              <Calendar
                value={value}
                range={rule?.range(todayIso()) ?? {}}
                today={todayIso()}
                locale={locale}
                columns={narrow ? 3 : 4}
                onPick={pick}
              />
            ) : (
              <p
                // A new element, so that screen readers announce the failure.
                key={fetched.failed ? 'failed' : 'loading'}
                role={fetched.failed ? 'alert' : 'status'}
                className="p-4 text-center text-slate-700"
              >
                {t(fetched.failed ? 'loadFailed' : 'loading')}
              </p>
            )}
          </CalendarDialog>
        ) : null}
      </div>
    </Field>
  )
}
