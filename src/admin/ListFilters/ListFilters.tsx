import Link from 'next/link'

export type ListFilter = { key: string; label: string; href: string; count: number }

/**
 * Above a collection's list: links to the list filtered, each with how many it holds, and one
 * back to the whole list (src/features/service-requests/admin/DeadlineFilters, src/features/pages/admin/TranslationGaps).
 */
export function ListFilters({
  label,
  filters,
  all,
}: {
  label: string
  filters: ListFilter[]
  all: { label: string; href: string }
}) {
  return (
    <nav className="list-filters" aria-label={label}>
      {filters.map((filter) => (
        <Link
          key={filter.key}
          className="list-filters__link"
          data-filter={filter.key}
          href={filter.href}
        >
          {filter.label} <span className="list-filters__count">{filter.count}</span>
        </Link>
      ))}
      <Link className="list-filters__link" href={all.href}>
        {all.label}
      </Link>
    </nav>
  )
}
