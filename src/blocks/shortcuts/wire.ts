import type { ShortcutsBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Shortcuts", as the CMS stores them and the wire sends them. */
export const shortcutsFields = {
  header: true,
  items: { icon: true, title: true, description: true, choose_type: { type: true, value: true } },
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ShortcutsWire = WireSectionOf<
  typeof shortcutsFields,
  { content: 'shortcuts' | 'items'; items: 'redirect_url' }
>
