'use client'
import { FieldDescription, PasswordField } from '@payloadcms/ui'
import type { ComponentProps } from 'react'

// Whether the current password is needed, and whether it is right, is the server's to say
// (src/collections/Users/hooks/reauthenticate.ts): a change of password or email asks for it,
// other saves do not. PasswordField's own check would ask every save for a valid new password.
const checkedOnSave = () => true as const

/**
 * The account screen's "current password": typed masked, checked by the server, with the field's
 * description (PasswordField shows none) saying when it is needed.
 */
export function CurrentPasswordField(props: ComponentProps<typeof PasswordField>) {
  const description = props.field.admin?.description
  return (
    <div>
      <PasswordField {...props} autoComplete="current-password" validate={checkedOnSave} />
      {typeof description === 'function' ? null : (
        <FieldDescription description={description} path={props.path} />
      )}
    </div>
  )
}
