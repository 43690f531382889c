import type { WireShape } from '../sectionKind'

const QUARTERS = ['q1', 'q2', 'q3', 'q4'] as const

/** Spec §2.5: quarters as {name, url}; in Arabic the second entry of a quarter is the Arabic file. */
export function annualReportsToWire({ content, items }: WireShape): WireShape {
  return {
    content,
    items: items.map(({ id, content: item }) => ({
      id,
      content: {
        ...item,
        quarters: QUARTERS.flatMap((q) =>
          [item[q], item[`${q}_ar`]].filter(Boolean).map((url) => ({ name: q.toUpperCase(), url })),
        ),
      },
    })),
  }
}
