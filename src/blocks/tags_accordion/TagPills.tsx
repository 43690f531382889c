'use client'

import { useId, useState } from 'react'

import type { TagView } from './wire'

const pill =
  'inline-flex min-h-10 items-center rounded-full border px-5 py-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500'

/**
 * Pills that each disclose their text below (spec §2.5): the first is open at first, picking the
 * open one again closes it. Every panel is in the page from the start, so the text is there
 * without JavaScript's help for search engines and find-in-page once opened.
 */
export function TagPills({ tags }: { tags: TagView[] }) {
  const [selected, setSelected] = useState<number | null>(0)
  const baseId = useId()
  return (
    <div>
      <div className="flex flex-wrap gap-3">
        {tags.map((tag, index) => {
          const open = selected === index
          return (
            <button
              key={tag.id}
              type="button"
              id={`${baseId}-tab-${index}`}
              aria-expanded={open}
              aria-controls={`${baseId}-panel-${index}`}
              onClick={() => setSelected(open ? null : index)}
              className={`${pill} ${open ? 'border-brand-600 bg-brand-600 text-white hover:bg-brand-700' : 'border-brand-600 bg-white text-brand-700 hover:bg-brand-50'}`}
            >
              {tag.label}
            </button>
          )
        })}
      </div>
      {tags.map((tag, index) => (
        <div
          key={tag.id}
          id={`${baseId}-panel-${index}`}
          role="region"
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={selected !== index}
          className="mt-6 space-y-3 rounded-2xl bg-brand-50 p-6 leading-relaxed"
        >
          {tag.paragraphs.map((paragraph, i) => (
            <p key={i}>{paragraph}</p>
          ))}
        </div>
      ))}
    </div>
  )
}
