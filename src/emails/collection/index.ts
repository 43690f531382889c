import type { Access, CollectionConfig, Where } from 'payload'

import { admins, hasRole } from '@/access/roles'
import { locales } from '@/i18n/locales'
import { recordReads } from '@/audit/recordReads'

import { emailKinds, emailStates } from './kinds'

/**
 * A notice about someone's sign-in, or an invitation to set one up, is for the admins who look
 * after accounts, besides its owner.
 */
const notAboutAccounts: Where = { kind: { not_in: ['security', 'invitation'] } }

/**
 * Admins see every email; HR only those about job applications, and customer service every other one but
 * the security notices: an application's emails name the applicant and the job, which only HR and
 * admins may read.
 */
const readEmails: Access = ({ req }) => {
  if (hasRole(req.user, 'admin')) return true
  const aboutApplications = hasRole(req.user, 'hr')
  const aboutOther = hasRole(req.user, 'service')
  if (aboutApplications && aboutOther) return notAboutAccounts
  if (aboutApplications) return { jobApplication: { exists: true } }
  if (aboutOther) return { and: [{ jobApplication: { exists: false } }, notAboutAccounts] }
  return false
}

const readOnly = { readOnly: true }

/**
 * Every email the site sends (acknowledgements, staff notices, status changes, overdue lists), as a
 * record staff can read: to whom, what, and whether it went. A send that fails is retried by the
 * `sendEmail` job; its state and last error stay here, so a failure is visible, never silent.
 * Rows are written only by the server, in the same transaction as what they are about.
 */
export const Emails: CollectionConfig = {
  slug: 'emails',
  labels: {
    singular: { en: 'Email', ar: 'رسالة بريد' },
    plural: { en: 'Sent emails', ar: 'الرسائل المرسلة' },
  },
  // Reading it is recorded (src/collections/AuditLog/recordReads.ts).
  hooks: { afterOperation: [recordReads] },
  access: { create: () => false, read: readEmails, update: () => false, delete: admins },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'to', 'kind', 'state', 'createdAt'],
    listSearchableFields: ['subject', 'to'],
    group: { en: 'Customer service', ar: 'خدمة العملاء' },
    description: {
      en: 'Emails the site sends to visitors and staff. A failed send is tried again several times; "Failed" with an error means it has not gone yet.',
      ar: 'الرسائل التي يرسلها الموقع إلى الزوار والموظفين. تُعاد محاولة الإرسال الفاشل عدة مرات، و«تعذّر الإرسال» مع خطأ يعني أنها لم تُرسل بعد.',
    },
  },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'subject',
      type: 'text',
      required: true,
      label: { en: 'Subject', ar: 'الموضوع' },
      admin: readOnly,
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      index: true,
      label: { en: 'To', ar: 'إلى' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          label: { en: 'Kind', ar: 'النوع' },
          options: emailKinds.map((k) => ({ value: k.value, label: k.label })),
          admin: readOnly,
        },
        {
          name: 'state',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'queued',
          label: { en: 'State', ar: 'الحالة' },
          options: emailStates.map((s) => ({ value: s.value, label: s.label })),
          admin: readOnly,
        },
        {
          name: 'locale',
          type: 'select',
          label: { en: 'Language', ar: 'اللغة' },
          options: locales.map((l) => ({ value: l.code, label: l.label })),
          admin: readOnly,
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'attempts',
          type: 'number',
          defaultValue: 0,
          label: { en: 'Attempts', ar: 'المحاولات' },
          admin: readOnly,
        },
        {
          name: 'sentAt',
          type: 'date',
          label: { en: 'Sent at', ar: 'وقت الإرسال' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      name: 'lastError',
      type: 'textarea',
      label: { en: 'Last error', ar: 'آخر خطأ' },
      admin: { ...readOnly, condition: (data) => Boolean(data?.lastError) },
    },
    {
      name: 'text',
      type: 'textarea',
      required: true,
      label: { en: 'Message', ar: 'نص الرسالة' },
      admin: readOnly,
    },
    // The HTML twin of `text`, sent alongside it; staff read the plain text.
    { name: 'html', type: 'textarea', required: true, admin: { hidden: true } },
    {
      name: 'serviceRequest',
      type: 'relationship',
      relationTo: 'service-requests',
      index: true,
      label: { en: 'Service request', ar: 'طلب الخدمة' },
      admin: {
        ...readOnly,
        position: 'sidebar',
        condition: (data) => Boolean(data?.serviceRequest),
      },
    },
    {
      name: 'jobApplication',
      type: 'relationship',
      relationTo: 'job-applications',
      index: true,
      label: { en: 'Job application', ar: 'طلب التوظيف' },
      admin: {
        ...readOnly,
        position: 'sidebar',
        condition: (data) => Boolean(data?.jobApplication),
      },
    },
    {
      name: 'contactMessage',
      type: 'relationship',
      relationTo: 'contact-messages',
      index: true,
      label: { en: 'Contact message', ar: 'رسالة التواصل' },
      admin: {
        ...readOnly,
        position: 'sidebar',
        condition: (data) => Boolean(data?.contactMessage),
      },
    },
  ],
}
