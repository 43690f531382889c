import type { CollectionConfig, PayloadRequest } from 'payload'

import { brand } from '@/brand'
import type { Locale } from '@/i18n/locales'
import { settings } from '@/settings.mjs'

import { renderEmail } from './layout'
import { staffLanguageOf } from './staffLanguage'
import { texts } from './texts'

const subjectIn = (locale: Locale) =>
  texts[locale]('passwordReset.subject', { brand: brand[locale].name })

/**
 * The reset screen of the admin, always on SITE_URL (its local default when unset), never on the
 * address the request came to: whoever asks for a reset chooses the request's Host header, and a
 * link to their own host would hand them the token from the staff member's click.
 */
function resetUrl(req: PayloadRequest, token: string): string {
  return `${settings.siteUrl}${req.payload.config.routes.admin}/reset/${encodeURIComponent(token)}`
}

function render(req: PayloadRequest, token: string, user: unknown) {
  const locale = staffLanguageOf(req, user)
  const t = texts[locale]
  const href = resetUrl(req, token)
  return renderEmail(
    subjectIn(locale),
    [
      {
        locale,
        blocks: [
          { kind: 'paragraph', text: t('hello') },
          { kind: 'paragraph', text: t('passwordReset.body', { brand: brand[locale].name }) },
          { kind: 'link', label: t('passwordReset.button'), href },
          { kind: 'paragraph', text: href },
          { kind: 'paragraph', text: t('passwordReset.ignore') },
        ],
      },
    ],
    [],
  )
}

/** Payload's forgot-password email, in the staff member's own admin language. */
type ForgotPassword = NonNullable<
  Exclude<NonNullable<CollectionConfig['auth']>, boolean>['forgotPassword']
>

export const passwordResetEmail: Pick<
  ForgotPassword,
  'generateEmailHTML' | 'generateEmailSubject'
> = {
  generateEmailSubject: (args) =>
    subjectIn(args?.req ? staffLanguageOf(args.req, args.user) : 'en'),
  generateEmailHTML: async (args) =>
    args?.req && args.token ? (await render(args.req, args.token, args.user)).html : '',
}
