import type { CollectionConfig, FieldAccess } from 'payload'

import { admins, adminFieldOnly, hasRole, roles } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { passwordResetEmail } from '@/emails/passwordReset'
import { settings } from '@/settings.mjs'

import { checkPassword } from './hooks/checkPassword'
import { requireCurrentPassword } from './hooks/reauthenticate'
import { endSessionsOnRoleChange, limitSessionLifetime } from './hooks/sessions'
import { secondFactorEndpoints } from '../../secondFactor/endpoints'
import { inviteWhenFactorNeeded } from '../../secondFactor/inviteWhenFactorNeeded'
import {
  describeSecondFactorRefusal,
  endSessionAfterReset,
  requireSecondFactor,
} from '../../secondFactor/requireSecondFactor'
import { tellOfAccountChange, tellOfPasswordReset } from './securityNotices'

/** Kept by the server alone: never read or written through the API, not even by admins. */
const serverOnly = { read: () => false, create: () => false, update: () => false }

/**
 * The fields that confirm a change to one's own account are shown there only (the admin hides a
 * field its reader may not read); they hold no value, so a read returns nothing of them.
 */
const ownAccountOnly: FieldAccess = ({ req, id, doc, data }) => {
  // The admin's form asks with the document's id and data; a read of the document, with the doc.
  const account = id ?? (doc as { id?: unknown } | undefined)?.id ?? (data as { id?: unknown })?.id
  return Boolean(req.user && account !== undefined && String(account) === String(req.user.id))
}

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'User', ar: 'مستخدم' },
    plural: { en: 'Users', ar: 'المستخدمون' },
  },
  auth: {
    // Payload's lockout locks the account for everyone, so a guesser could lock the admin out;
    // failed sign-ins are throttled per address and account instead (src/cms/rest/throttleAuth).
    maxLoginAttempts: 0,
    // The interval check writes through a second connection while the request's transaction is
    // open, which on SQLite waits for its own write lock; resets are throttled per account instead.
    // The reset email is written in the staff member's own language (the field below).
    forgotPassword: { minRequestInterval: 0, ...passwordResetEmail },
    // The session cookie never travels over plain http when the site is served over https.
    cookies: { secure: settings.siteUrl.startsWith('https://'), sameSite: 'Lax' },
    // The idle timeout: the admin renews the token while it is used (see limitSessionLifetime).
    tokenExpiration: Math.min(settings.sessionIdleMinutes * 60, settings.sessionMaxHours * 3600),
  },
  hooks: {
    beforeOperation: [checkPassword, limitSessionLifetime, requireCurrentPassword],
    beforeLogin: [requireSecondFactor],
    afterChange: [endSessionsOnRoleChange, tellOfAccountChange, inviteWhenFactorNeeded],
    afterLogin: [tellOfPasswordReset],
    afterError: [describeSecondFactorRefusal],
    afterOperation: [endSessionAfterReset],
  },
  endpoints: secondFactorEndpoints,
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'roles'],
  },
  access: {
    // Admins see every account; editors and HR see only their own. Only admins manage accounts.
    read: ({ req }) =>
      hasRole(req.user, 'admin') || (req.user ? { id: { equals: req.user.id } } : false),
    create: admins,
    delete: admins,
    // A user may update their own profile (password, name); admins may update anyone. A query,
    // not a comparison with `id`: a bulk update asks without one, and nobody's id is undefined.
    update: ({ req }) =>
      hasRole(req.user, 'admin') || (req.user ? { id: { equals: req.user.id } } : false),
  },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', ar: 'الاسم' } },
    {
      name: 'language',
      type: 'select',
      defaultValue: 'en',
      label: { en: 'Language of emails', ar: 'لغة الرسائل' },
      options: locales.map((l) => ({ value: l.code, label: l.label })),
      admin: {
        description: {
          en: 'Password reset emails and notices about changes to how this account signs in are written in this language. (The admin itself follows the language chosen under Account.)',
          ar: 'تُكتب بهذه اللغة رسائل إعادة تعيين كلمة المرور وتنبيهات التغييرات في طريقة تسجيل الدخول إلى هذا الحساب. (أما لوحة الإدارة نفسها فتتبع اللغة المختارة في صفحة الحساب.)',
        },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['editor'],
      label: { en: 'Roles', ar: 'الأدوار' },
      admin: {
        description: {
          en: 'Admin manages users and everything else; editor manages content and reads no personal data; customer service handles service requests and contact messages; HR manages jobs and applications. Every role but editor signs in with an authenticator app.',
          ar: 'المدير يدير المستخدمين وكل شيء آخر، والمحرر يدير المحتوى ولا يطّلع على أي بيانات شخصية، وخدمة العملاء تتولى طلبات الخدمة ورسائل التواصل، والموارد البشرية تدير الوظائف وطلبات التوظيف. كل الأدوار عدا المحرر تسجّل الدخول بتطبيق مصادقة.',
        },
      },
      access: { update: adminFieldOnly, create: adminFieldOnly },
      options: roles.map((role) => ({
        value: role,
        label: {
          admin: { en: 'Admin', ar: 'مدير' },
          editor: { en: 'Editor', ar: 'محرر' },
          hr: { en: 'HR', ar: 'الموارد البشرية' },
          service: { en: 'Customer service', ar: 'خدمة العملاء' },
        }[role],
      })),
    },
    // The second factor (src/collections/Users/secondFactor): the authenticator's secret, the last
    // time step a code was taken for (a code works once), and the recovery codes' hashes. Hidden:
    // left out of every read, even the server's own of the signed-in user, which the admin's
    // document locks send to the browser; the sign-in reads them from the database directly.
    { name: 'totpSecret', type: 'text', hidden: true, access: serverOnly },
    { name: 'totpLastStep', type: 'number', hidden: true, access: serverOnly },
    { name: 'recoveryCodes', type: 'json', hidden: true, access: serverOnly },
    // The invitation to set up an authenticator (secondFactor/invitation.ts): its token's hash.
    { name: 'invitationHash', type: 'text', hidden: true, access: serverOnly },
    { name: 'invitationExpiresAt', type: 'date', hidden: true, access: serverOnly },
    {
      name: 'totpEnabledAt',
      type: 'date',
      access: { create: () => false, update: () => false },
      admin: { hidden: true },
    },
    // Asked when one changes one's own password or email (hooks/reauthenticate.ts); never stored.
    {
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      access: { read: ownAccountOnly },
      label: { en: 'Your current password', ar: 'كلمة مرورك الحالية' },
      admin: {
        // Shown on one's own account only, by its read access (ownAccountOnly).
        components: {
          Field: '/features/staff/admin/CurrentPassword/CurrentPasswordField#CurrentPasswordField',
        },
        // Payload shows a virtual field read-only unless told: this one is typed in.
        readOnly: false,
        description: {
          en: 'Needed to change your password or email address.',
          ar: 'مطلوبة لتغيير كلمة مرورك أو بريدك الإلكتروني.',
        },
      },
    },
    {
      name: 'currentCode',
      type: 'text',
      virtual: true,
      access: { read: ownAccountOnly },
      label: { en: 'Code from your authenticator app', ar: 'رمز من تطبيق المصادقة' },
      admin: {
        condition: (data) => Boolean(data.totpEnabledAt),
        autoComplete: 'one-time-code',
        readOnly: false,
        description: {
          en: 'Also needed to change your password or email address.',
          ar: 'مطلوب أيضًا لتغيير كلمة مرورك أو بريدك الإلكتروني.',
        },
      },
    },
    {
      name: 'secondFactorPanel',
      type: 'ui',
      admin: {
        position: 'sidebar',
        components: {
          Field: '/features/staff/admin/SecondFactor/SecondFactorPanel#SecondFactorPanel',
        },
      },
    },
    {
      // On one's own account only: "Sign out everywhere".
      name: 'signOutEverywhere',
      type: 'ui',
      admin: {
        position: 'sidebar',
        condition: (data, _siblingData, { user }) => Boolean(user && data.id === user.id),
        components: {
          Field: '/features/staff/admin/SignOutEverywhere/SignOutEverywhere#SignOutEverywhere',
        },
      },
    },
  ],
}
