import type { CollectionConfig, PayloadRequest } from 'payload'

import { brand } from '@/brand'
import type { Locale } from '@/i18n/locales'
import { settings } from '@/settings.mjs'

import { renderEmail } from './layout'
import { staffLanguageOf } from './staffLanguage'

const texts = {
  en: {
    subject: `Reset your password for the ${brand.en.name} CMS`,
    hello: 'Hello,',
    body: `Someone (we hope you) asked to reset the password of your account in the ${brand.en.name} content system. Open this link within one hour to choose a new password:`,
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  ar: {
    subject: `إعادة تعيين كلمة المرور لنظام إدارة محتوى ${brand.ar.name}`,
    hello: 'مرحبًا،',
    body: `طلب أحدهم (ونرجو أن تكون أنت) إعادة تعيين كلمة المرور لحسابك في نظام إدارة محتوى ${brand.ar.name}. افتح هذا الرابط خلال ساعة لاختيار كلمة مرور جديدة:`,
    button: 'اختر كلمة مرور جديدة',
    ignore: 'إن لم تطلب ذلك فتجاهل هذه الرسالة، وستبقى كلمة مرورك كما هي.',
  },
} satisfies Record<Locale, Record<string, string>>

/** The reset screen of the admin: on the public address when one is set, else where the request came to. */
function resetUrl(req: PayloadRequest, token: string): string {
  const origin =
    settings.configuredSiteUrl ?? new URL(req.url ?? settings.siteUrl, settings.siteUrl).origin
  return `${origin}${req.payload.config.routes.admin}/reset/${encodeURIComponent(token)}`
}

function render(req: PayloadRequest, token: string, user: unknown) {
  const locale = staffLanguageOf(req, user)
  const t = texts[locale]
  const href = resetUrl(req, token)
  return renderEmail(
    t.subject,
    [
      {
        locale,
        blocks: [
          { kind: 'paragraph', text: t.hello },
          { kind: 'paragraph', text: t.body },
          { kind: 'link', label: t.button, href },
          { kind: 'paragraph', text: href },
          { kind: 'paragraph', text: t.ignore },
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
    texts[args?.req ? staffLanguageOf(args.req, args.user) : 'en'].subject,
  generateEmailHTML: async (args) =>
    args?.req && args.token ? (await render(args.req, args.token, args.user)).html : '',
}
