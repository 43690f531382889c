import type { ClassNames } from 'react-day-picker'

/**
 * react-day-picker's parts styled with the site's classes (its own stylesheet is not loaded).
 * The modifier classes sit on the cell, so they style the day button inside it.
 */
export const dayPickerClassNames: Partial<ClassNames> = {
  root: 'mt-2',
  months: 'relative',
  month: 'w-full',
  month_grid: 'w-full border-collapse',
  weekdays: '',
  weekday: 'h-9 text-center text-sm font-semibold text-slate-600',
  weeks: '',
  week: '',
  day: 'p-0.5 text-center',
  day_button:
    'mx-auto flex h-11 w-11 items-center justify-center rounded-full text-base text-ink hover:bg-brand-50 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-transparent md:h-10 md:w-10',
  today: '[&>button]:font-bold [&>button]:ring-2 [&>button]:ring-inset [&>button]:ring-brand-600',
  selected:
    '[&>button]:bg-brand-600 [&>button]:font-semibold [&>button]:text-white [&>button]:hover:bg-brand-700',
  disabled: '[&>button]:line-through',
  outside: 'invisible',
  hidden: 'invisible',
}
