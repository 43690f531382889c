import type { ReactNode } from 'react'

import { TableScroller } from '@/components/ui/TableScroller'

type Props = {
  /** Names the scrolling region for screen readers. */
  label: string
  /** The first column's heading, and the other columns' (keyed). */
  corner: ReactNode
  columns: { key: string; label: ReactNode }[]
  /** Each row: its heading (the first column) and a cell per column. */
  rows: { id: string | number; heading: ReactNode; cells: ReactNode[] }[]
  /** The table's width and layout: it scrolls sideways below its minimum width. */
  tableClassName: string
  /** The first column's width. */
  firstColumnClassName?: string
  /** The row headings' weight. */
  rowHeadingClassName?: string
  /** Padding and alignment of the other columns' headings and cells. */
  cellClassName: string
  /** Rows of several lines align their cells at the top. */
  alignTop?: boolean
}

/**
 * A table in the site's style (a brand heading row, banded rows each headed by its first cell)
 * whose first column stays in view while the others scroll sideways on a phone.
 */
export function StickyColumnTable({
  label,
  corner,
  columns,
  rows,
  tableClassName,
  firstColumnClassName = '',
  rowHeadingClassName = 'font-semibold',
  cellClassName,
  alignTop = false,
}: Props) {
  return (
    <TableScroller label={label}>
      <table className={`border-collapse ${tableClassName}`}>
        <thead className="bg-brand-700 text-white">
          <tr>
            <th
              scope="col"
              className={`sticky start-0 bg-brand-700 px-4 py-3 text-start font-semibold ${firstColumnClassName}`}
            >
              {corner}
            </th>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={`font-semibold ${cellClassName}`}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.id}
              className={`border-t border-brand-100 odd:bg-white even:bg-brand-50 ${alignTop ? 'align-top' : ''}`}
            >
              <th
                scope="row"
                className={`sticky start-0 bg-inherit px-4 py-3 text-start text-brand-900 ${firstColumnClassName} ${rowHeadingClassName}`}
              >
                {row.heading}
              </th>
              {row.cells.map((cell, index) => (
                <td key={columns[index]?.key ?? index} className={cellClassName}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  )
}
