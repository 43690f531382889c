import type { ComponentProps } from 'react'

import { TextField } from './TextField'

type Props = Omit<ComponentProps<typeof TextField>, 'type'>

/** An email address: the right keyboard and autofill, and read left to right in Arabic too. */
export function EmailField(props: Props) {
  return <TextField type="email" autoComplete="email" dir="ltr" spellCheck={false} {...props} />
}

/** A phone number: the phone keypad and autofill, and read left to right in Arabic too. */
export function PhoneField(props: Props) {
  return <TextField type="tel" autoComplete="tel" dir="ltr" {...props} />
}
