import type { CollectionAfterChangeHook, CollectionAfterLoginHook, PayloadRequest } from 'payload'

import { brand } from '@/brand'
import { sentPassword } from '@/collections/AuditLog/withAudit'
import type { Locale } from '@/i18n/locales'
import { renderEmail } from '@/notifications/layout'
import { queueEmail } from '@/notifications/outbox'
import { staffLanguageOf } from '@/notifications/staffLanguage'
import { clientAddress } from '@/utilities/clientAddress'
import { formatDateTime } from '@/utilities/formatDate'

/** Changes to how an account signs in, which its owner hears of (OWASP ASVS 2.2.3). */
export type SecurityEvent =
  | 'second-factor-set-up'
  | 'second-factor-reset'
  | 'recovery-codes-renewed'
  | 'password-changed'
  | 'email-changed'

const texts = {
  en: {
    subject: {
      'second-factor-set-up': `An authenticator app was set up for your ${brand.en.name} CMS account`,
      'second-factor-reset': `The second factor of your ${brand.en.name} CMS account was reset`,
      'recovery-codes-renewed': `New recovery codes were generated for your ${brand.en.name} CMS account`,
      'password-changed': `The password of your ${brand.en.name} CMS account was changed`,
      'email-changed': `The email address of your ${brand.en.name} CMS account was changed`,
    },
    what: {
      'second-factor-set-up':
        'An authenticator app was set up as the second factor of your account in the content system. From now on, signing in asks for its codes.',
      'second-factor-reset':
        'An administrator reset the second factor of your account in the content system, and your sessions ended. At your next sign-in you will be asked to set up an authenticator app again.',
      'recovery-codes-renewed':
        'New recovery codes were generated for your account in the content system; the earlier ones no longer work.',
      'password-changed': 'The password of your account in the content system was changed.',
      'email-changed':
        'The email address of your account in the content system was changed: this address no longer signs in, and emails about the account go to the new one.',
    },
    hello: 'Hello,',
    when: 'When',
    from: 'From the IP address',
    newEmail: 'New email address',
    ifNot:
      'If this was not you or someone you asked, tell an administrator at once: they can reset your password and second factor and end every session of your account. If it was, there is nothing to do.',
  },
  ar: {
    subject: {
      'second-factor-set-up': `أُعدّ تطبيق مصادقة لحسابك في نظام إدارة محتوى ${brand.ar.name}`,
      'second-factor-reset': `أُعيد تعيين العامل الثاني لحسابك في نظام إدارة محتوى ${brand.ar.name}`,
      'recovery-codes-renewed': `أُنشئت رموز استرداد جديدة لحسابك في نظام إدارة محتوى ${brand.ar.name}`,
      'password-changed': `تغيّرت كلمة مرور حسابك في نظام إدارة محتوى ${brand.ar.name}`,
      'email-changed': `تغيّر البريد الإلكتروني لحسابك في نظام إدارة محتوى ${brand.ar.name}`,
    },
    what: {
      'second-factor-set-up':
        'أُعدّ تطبيق مصادقة عاملًا ثانيًا لحسابك في نظام إدارة المحتوى، وسيُطلب منك رمزه عند كل تسجيل دخول من الآن.',
      'second-factor-reset':
        'أعاد أحد المسؤولين تعيين العامل الثاني لحسابك في نظام إدارة المحتوى وأُنهيت جلساتك، وسيُطلب منك إعداد تطبيق مصادقة من جديد عند تسجيل الدخول التالي.',
      'recovery-codes-renewed':
        'أُنشئت رموز استرداد جديدة لحسابك في نظام إدارة المحتوى، وتوقفت الرموز السابقة عن العمل.',
      'password-changed': 'تغيّرت كلمة مرور حسابك في نظام إدارة المحتوى.',
      'email-changed':
        'تغيّر البريد الإلكتروني لحسابك في نظام إدارة المحتوى: لم يعد هذا العنوان يُستخدم لتسجيل الدخول، وستصل الرسائل المتعلقة بالحساب إلى العنوان الجديد.',
    },
    hello: 'مرحبًا،',
    when: 'الوقت',
    from: 'من عنوان IP',
    newEmail: 'البريد الإلكتروني الجديد',
    ifNot:
      'إن لم تكن أنت من فعل ذلك أو من طلبه، فأبلغ أحد المسؤولين فورًا: يمكنه إعادة تعيين كلمة المرور والعامل الثاني وإنهاء كل جلسات حسابك. وإن كنت أنت، فلا حاجة إلى أي إجراء.',
  },
} satisfies Record<Locale, unknown>

type Account = { email?: string | null; language?: unknown }

/**
 * Tells an account's owner, by email in their language, that how it signs in has changed: when and
 * from which address. Someone who learnt the password and set up their own app, or changed the
 * password, is then known to the owner at once. Queued in the change's transaction.
 */
export async function tellAccountOwner(
  req: PayloadRequest,
  account: Account,
  event: SecurityEvent,
  newEmail?: string,
): Promise<void> {
  if (!account.email) return
  const locale = staffLanguageOf(req, account)
  const t = texts[locale]
  const subject = t.subject[event]
  await queueEmail(req, {
    kind: 'security',
    to: account.email,
    locale,
    about: {},
    ...(await renderEmail(
      subject,
      [
        {
          locale,
          blocks: [
            { kind: 'paragraph', text: t.hello },
            { kind: 'paragraph', text: t.what[event] },
            {
              kind: 'facts',
              rows: [
                { label: t.when, value: formatDateTime(new Date().toISOString(), locale) },
                { label: t.from, value: clientAddress(req), ltr: true },
                ...(newEmail ? [{ label: t.newEmail, value: newEmail, ltr: true }] : []),
              ],
            },
            { kind: 'paragraph', text: t.ifNot },
          ],
        },
      ],
      [],
    )),
  })
}

/**
 * A save of an account that changed its password or its email address: told to the address it had
 * before the save, which is its owner's (a new address could be whoever changed it).
 */
export const tellOfAccountChange: CollectionAfterChangeHook = async ({
  doc,
  operation,
  previousDoc,
  req,
}) => {
  if (operation !== 'update') return doc
  const before = previousDoc as Account
  if (sentPassword(req, operation, doc.id)) await tellAccountOwner(req, before, 'password-changed')
  if (before.email && before.email !== doc.email)
    await tellAccountOwner(req, before, 'email-changed', doc.email)
  return doc
}

/** A new password set with a reset link, which signs in (the audit trail marks the operation). */
export const tellOfPasswordReset: CollectionAfterLoginHook = async ({ req, user }) => {
  if (req.context.auditPasswordReset) await tellAccountOwner(req, user, 'password-changed')
  return user
}
