import type { InputLook } from '@/forms/fieldList'

/** Numbers as printed (policy, visa, passport, IBAN): left to right in Arabic too, no spelling or autofill suggestions. */
const reference = {
  dir: 'ltr',
  spellCheck: false,
  autoCapitalize: 'characters',
  autoComplete: 'off',
} as const

/** The attributes of each look a field list names: autofill, keyboard and direction. */
export const inputLooks = {
  name: { autoComplete: 'name' },
  organization: { autoComplete: 'organization' },
  organizationTitle: { autoComplete: 'organization-title' },
  city: { autoComplete: 'address-level2' },
  idNumber: { inputMode: 'numeric', dir: 'ltr', spellCheck: false, autoComplete: 'off' },
  reference,
  numericReference: { ...reference, inputMode: 'numeric' },
} as const satisfies Record<InputLook, object>
