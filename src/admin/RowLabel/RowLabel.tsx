'use client'

import { getTranslation } from '@payloadcms/translations'
import { useRowLabel, useTranslation } from '@payloadcms/ui'
import type { ArrayFieldClient } from 'payload'

import { rowName } from './rowName'

/**
 * An array row's heading: Payload's own ("Option 01") followed by what the row holds, so that a
 * collapsed list reads as its contents ("Option 03: Riyadh"). The text is isolated: an English
 * name in the Arabic admin, or the reverse, keeps its own direction.
 */
export function RowLabel({ field }: { field?: ArrayFieldClient }) {
  const { data, rowNumber = 0 } = useRowLabel<unknown>()
  const { i18n } = useTranslation()
  const singular = field?.labels?.singular
  const numbered = `${singular ? getTranslation(singular, i18n) : ''} ${String(rowNumber + 1).padStart(2, '0')}`
  const name = rowName(data)
  return (
    <span className="row-label" style={{ pointerEvents: 'none' }}>
      {numbered.trim()}
      {name && (
        <>
          {': '}
          <bdi>{name}</bdi>
        </>
      )}
    </span>
  )
}
