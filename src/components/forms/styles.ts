/** Class lists shared by the form controls, so every form of the site looks and behaves alike. */

export const labelClass = 'block font-semibold text-ink'

export const hintClass = 'mt-0.5 text-sm text-slate-600'

/** Slate-500 borders keep the 3:1 contrast a control's edge needs (WCAG 1.4.11). */
export const controlClass =
  'mt-1.5 block w-full rounded-lg border border-slate-500 bg-white px-3 py-2 text-base text-ink focus:border-brand-600 focus:outline-3 focus:outline-offset-0 focus:outline-brand-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700'

export const errorTextClass = 'mt-1 text-sm font-semibold text-red-700'

/** A field with an error gets a red bar along its start edge, as in the GOV.UK pattern. */
export const groupWithErrorClass = 'border-s-4 border-red-700 ps-3'
