import { useTranslations } from 'next-intl'

import { controlClass, labelClass } from '@/components/forms/styles'
import { buttonPrimary } from '@/components/ui/styles'
import type { CountryOptionView } from '@/content/fromWire/job'

type Props = {
  /** Where the form sends its query: this page, in the visitor's language. */
  action: string
  title: string
  location: string
  countries: CountryOptionView[]
}

/**
 * The filter panel (spec §2.6). A plain GET form: the filter applies only when Show Jobs is pressed,
 * works without JavaScript, and the result has a URL that can be shared (`?title=&location=`).
 */
export function JobFilterForm({ action, title, location, countries }: Props) {
  const t = useTranslations('careers')
  return (
    <form
      method="get"
      action={action}
      role="search"
      aria-labelledby="job-filter-heading"
      className="rounded-2xl border border-brand-100 bg-brand-50 p-5 md:p-6"
    >
      <h2 id="job-filter-heading" className="sr-only">
        {t('filterHeading')}
      </h2>
      <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] md:items-end">
        <div>
          <label htmlFor="job-title" className={labelClass}>
            {t('jobTitle')}
          </label>
          <input
            id="job-title"
            name="title"
            type="search"
            defaultValue={title}
            className={controlClass}
          />
        </div>
        <div>
          <label htmlFor="job-location" className={labelClass}>
            {t('location')}
          </label>
          <select
            id="job-location"
            name="location"
            defaultValue={location}
            className={controlClass}
          >
            <option value="">{t('allLocations')}</option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonPrimary} md:mb-px`}>
          {t('showJobs')}
        </button>
      </div>
    </form>
  )
}
