import type { ContactInformationBlock as Stored } from '@/payload-types'

import type { FieldNames, WireSectionOf } from '../sectionKind'

/** The fields of a section "Contact details", as the CMS stores them and the wire sends them. */
export const contactInformationFields = {
  title: true,
  description: true,
  phone_number: true,
  email: true,
  opening_hours: true,
  socialLinks: { twitter: true, linkedin: true, instagram: true, facebook: true },
  button_text: true,
  button_url: true,
} satisfies FieldNames<Stored>

/** A server speaking the contract may also send the other names given here (spec §3). */
export type ContactInformationWire = WireSectionOf<
  typeof contactInformationFields,
  { content: 'header' | 'phone' }
>
