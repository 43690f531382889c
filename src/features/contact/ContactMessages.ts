import type { CollectionConfig, TextField } from 'payload'

import { customerService, submissionAccess } from '@/access/roles'
import { asSent, submissionRecordRow } from '@/fields/submission'
import { acknowledgeContactMessage } from './emails'
import { personKeyFields, setPersonKeys } from '@/features/data-rights'
import { recordReads } from '@/audit/recordReads'

import { deleteEmailsOf } from '@/emails/collection/hooks/deleteEmailsOf'

function visitorText(name: string, label: { en: string; ar: string }, required = false): TextField {
  return { name, type: 'text', required, label, access: asSent, admin: { readOnly: true } }
}

/**
 * Messages from the contact form (spec §2.6 "Contact us"). They come in only through
 * `POST /api/contact-us`, which validates them; Payload's own REST API takes none.
 *
 * Who sees them: admins and customer service, the staff who answer customers. Editors and HR do
 * not: a message is personal data, and it is read only by those who need it (PDPL). Customer
 * service may mark a message handled but not delete it, so what a customer sent is never lost by mistake; admins may delete
 * (for example on a data-erasure request).
 */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: {
    singular: { en: 'Contact message', ar: 'رسالة تواصل' },
    plural: { en: 'Contact messages', ar: 'رسائل التواصل' },
  },
  access: submissionAccess(customerService),
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'name', 'email', 'createdAt', 'handled'],
    listSearchableFields: ['name', 'email', 'subject'],
    group: { en: 'Customer service', ar: 'خدمة العملاء' },
    description: {
      en: 'Messages sent with the contact form. Mark a message handled once someone has answered it.',
      ar: 'الرسائل المرسلة عبر نموذج التواصل. ضع علامة "تمت المعالجة" على الرسالة بعد الرد عليها.',
    },
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [setPersonKeys((data) => ({ email: data.email, phone: data.phoneNumber }))],
    afterChange: [acknowledgeContactMessage],
    afterOperation: [recordReads],
    beforeDelete: [deleteEmailsOf('contactMessage')],
  },
  fields: [
    {
      name: 'handled',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { en: 'Handled', ar: 'تمت المعالجة' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'Tick once the message has been answered.',
          ar: 'ضع علامة بعد الرد على الرسالة.',
        },
      },
    },
    {
      type: 'row',
      fields: [
        visitorText('name', { en: 'Name', ar: 'الاسم' }, true),
        visitorText('email', { en: 'Email', ar: 'البريد الإلكتروني' }, true),
        visitorText('phoneNumber', { en: 'Phone number', ar: 'رقم الهاتف' }),
      ],
    },
    visitorText('subject', { en: 'Subject', ar: 'الموضوع' }, true),
    {
      name: 'message',
      type: 'textarea',
      required: true,
      label: { en: 'Message', ar: 'الرسالة' },
      access: asSent,
      admin: { readOnly: true, rows: 8 },
    },
    submissionRecordRow(),
    ...personKeyFields(),
  ],
}
