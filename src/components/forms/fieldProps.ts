/** Numbers as printed (policy, visa, passport, IBAN): left to right in Arabic too, no spelling or autofill suggestions. */
export const referenceNumberProps = {
  dir: 'ltr',
  spellCheck: false,
  autoCapitalize: 'characters',
  autoComplete: 'off',
} as const
