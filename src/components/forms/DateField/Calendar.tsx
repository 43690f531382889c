'use client'

import { format, startOfMonth } from 'date-fns'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { DayPicker } from 'react-day-picker'

import { ChevronBackIcon, ChevronDownIcon, ChevronForwardIcon } from '@/components/icons'
import { dateToIso, isoToDate } from '@/forms/dates'
import type { DateRange } from '@/forms/dateLimits'
import type { Locale } from '@/i18n/locales'

import { ChoiceGrid, type Choice } from './ChoiceGrid'
import { calendarLocale } from './calendarLocale'
import { dayPickerClassNames } from './dayPickerClassNames'

type View = 'day' | 'month' | 'year'

type Props = {
  /** The chosen date (ISO) or ''. */
  value: string
  range: DateRange
  today: string
  locale: Locale
  columns: 3 | 4
  onPick: (iso: string) => void
}

/** Without limits, the years the field accepts (as `parseDateText` does). */
const FIRST_YEAR = 1900
const LAST_YEAR = 2199
const YEARS_PER_PAGE = 12

const monthValue = (date: Date) => date.getFullYear() * 12 + date.getMonth()
const fromMonthValue = (value: number) => new Date(Math.floor(value / 12), value % 12, 1)
const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/**
 * The calendar: a day grid (react-day-picker) with a caption that goes up to a month grid and
 * from there to a year grid; choosing a year or a month goes back down. The month shown is kept
 * here as a month number (year × 12 + month), so all three views share one position.
 */
export function Calendar({ value, range, today, locale: language, columns, onPick }: Props) {
  const t = useTranslations('forms.datePicker')
  const settings = calendarLocale(language)
  const { locale, dir } = settings
  const selected = isoToDate(value)
  const minDate = range.min ? isoToDate(range.min) : undefined
  const maxDate = range.max ? isoToDate(range.max) : undefined
  const todayDate = isoToDate(today) ?? new Date()

  const lowMonth = minDate ? monthValue(minDate) : FIRST_YEAR * 12
  const highMonth = maxDate ? monthValue(maxDate) : LAST_YEAR * 12 + 11
  const lowYear = Math.floor(lowMonth / 12)
  const highYear = Math.floor(highMonth / 12)

  const [view, setView] = useState<View>('day')
  const [shown, setShown] = useState(() =>
    clamp(monthValue(selected ?? todayDate), lowMonth, highMonth),
  )
  const show = (month: number) => setShown(clamp(month, lowMonth, highMonth))
  const shownDate = fromMonthValue(shown)
  const shownYear = Math.floor(shown / 12)

  // Years come in pages of 12, counted from the first year allowed, and only allowed years show.
  const pageStart = lowYear + Math.floor((shownYear - lowYear) / YEARS_PER_PAGE) * YEARS_PER_PAGE
  const pageEnd = Math.min(pageStart + YEARS_PER_PAGE - 1, highYear)

  const header = {
    day: {
      caption: format(shownDate, 'LLLL yyyy', { locale }),
      up: t('chooseMonth'),
      previous: { label: t('previousMonth'), to: shown - 1 },
      next: { label: t('nextMonth'), to: shown + 1 },
    },
    month: {
      caption: String(shownYear),
      up: t('chooseYear'),
      previous: { label: t('previousYear'), to: shown - 12 },
      next: { label: t('nextYear'), to: shown + 12 },
    },
    year: {
      caption: `${pageStart}–${pageEnd}`,
      up: null,
      previous: { label: t('previousYears'), to: shown - YEARS_PER_PAGE * 12 },
      next: { label: t('nextYears'), to: shown + YEARS_PER_PAGE * 12 },
    },
  }[view]
  const previousOff = view === 'year' ? pageStart <= lowYear : header.previous.to < lowMonth
  const nextOff = view === 'year' ? pageEnd >= highYear : header.next.to > highMonth

  const monthChoices: Choice[] = Array.from({ length: 12 }, (_, index) => {
    const month = shownYear * 12 + index
    const date = fromMonthValue(month)
    return {
      value: month,
      text: format(date, locale.code === 'ar' ? 'LLLL' : 'LLL', { locale }),
      label: format(date, 'LLLL yyyy', { locale }),
      disabled: month < lowMonth || month > highMonth,
      selected: selected !== undefined && monthValue(selected) === month,
      current: monthValue(todayDate) === month,
    }
  })
  const yearChoices: Choice[] = Array.from({ length: pageEnd - pageStart + 1 }, (_, index) => {
    const year = pageStart + index
    return {
      value: year,
      text: String(year),
      label: String(year),
      disabled: false,
      selected: selected?.getFullYear() === year,
      current: todayDate.getFullYear() === year,
    }
  })

  const navButton =
    'inline-flex h-11 w-11 items-center justify-center rounded-full text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500 aria-disabled:cursor-not-allowed aria-disabled:text-slate-400 aria-disabled:hover:bg-transparent'

  return (
    <div dir={dir} lang={locale.code}>
      <div className="flex items-center gap-1">
        {header.up ? (
          <button
            type="button"
            onClick={() => setView(view === 'day' ? 'month' : 'year')}
            aria-label={`${header.caption}${dir === 'rtl' ? '،' : ','} ${header.up}`}
            className="me-auto inline-flex min-h-11 items-center gap-1 rounded-lg px-2 text-lg font-bold text-brand-900 hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-brand-500"
          >
            {header.caption}
            <ChevronDownIcon className="h-4 w-4" />
          </button>
        ) : (
          <span className="me-auto px-2 text-lg font-bold text-brand-900">{header.caption}</span>
        )}
        <span className="sr-only" aria-live="polite">
          {header.caption}
        </span>
        <button
          type="button"
          aria-label={header.previous.label}
          aria-disabled={previousOff || undefined}
          onClick={() => {
            if (!previousOff) show(header.previous.to)
          }}
          className={navButton}
        >
          <ChevronBackIcon className="flip-rtl h-5 w-5" />
        </button>
        <button
          type="button"
          aria-label={header.next.label}
          aria-disabled={nextOff || undefined}
          onClick={() => {
            if (!nextOff) show(header.next.to)
          }}
          className={navButton}
        >
          <ChevronForwardIcon className="flip-rtl h-5 w-5" />
        </button>
      </div>

      {view === 'day' ? (
        <DayPicker
          mode="single"
          required
          selected={selected}
          onSelect={(date) => onPick(dateToIso(date))}
          month={shownDate}
          onMonthChange={(month) => show(monthValue(month))}
          startMonth={minDate ? startOfMonth(minDate) : undefined}
          endMonth={maxDate ? startOfMonth(maxDate) : undefined}
          disabled={[
            ...(minDate ? [{ before: minDate }] : []),
            ...(maxDate ? [{ after: maxDate }] : []),
          ]}
          today={todayDate}
          locale={locale}
          weekStartsOn={settings.weekStartsOn}
          dir={dir}
          autoFocus
          hideNavigation
          // The caption with its month and year buttons is drawn above, for all three views.
          components={{ MonthCaption: NoCaption }}
          classNames={dayPickerClassNames}
        />
      ) : view === 'month' ? (
        <ChoiceGrid
          key="months"
          label={t('months', { year: shownYear })}
          choices={monthChoices}
          active={shown}
          columns={columns}
          page={12}
          dir={dir}
          onMove={show}
          onChoose={(month) => {
            show(month)
            setView('day')
          }}
        />
      ) : (
        <ChoiceGrid
          key="years"
          label={t('years', { from: pageStart, to: pageEnd })}
          choices={yearChoices}
          active={shownYear}
          columns={columns}
          page={YEARS_PER_PAGE}
          dir={dir}
          onMove={(year) => show(clamp(year, lowYear, highYear) * 12 + (shown % 12))}
          onChoose={(year) => {
            show(year * 12 + (shown % 12))
            setView('month')
          }}
        />
      )}
    </div>
  )
}

function NoCaption() {
  return <></>
}
