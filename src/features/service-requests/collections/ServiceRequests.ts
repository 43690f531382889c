import type { CollectionConfig } from 'payload'

import { customerService, submissionAccess } from '@/access/roles'
import { requestStatuses } from '../types/statuses'
import { requestTypes } from '../types/requestTypes'
import { asSent, submissionRecordRow } from '@/fields/submission'
import { personKeyFields, setPersonKeys } from '@/features/data-rights'
import { recordReads } from '@/audit/recordReads'

import { deleteEmailsOf } from '@/emails/collection/hooks/deleteEmailsOf'
import { assignReference } from './assignReference'
import { setDeadline } from './deadline'
import { notifyOnChange } from './notify'

/**
 * Requests visitors send from the site's forms (docs/architecture.md §6). They come in only through
 * `POST /api/service-requests`, which validates them; Payload's own REST API takes none.
 */
export const ServiceRequests: CollectionConfig = {
  slug: 'service-requests',
  labels: {
    singular: { en: 'Service request', ar: 'طلب خدمة' },
    plural: { en: 'Service requests', ar: 'طلبات الخدمة' },
  },
  access: submissionAccess(customerService),
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'type', 'status', 'dueAt', 'createdAt'],
    listSearchableFields: ['reference', 'idNumber', 'number'],
    group: { en: 'Customer service', ar: 'خدمة العملاء' },
    components: {
      beforeListTable: [
        '/features/service-requests/admin/DeadlineFilters/DeadlineFilters#DeadlineFilters',
      ],
    },
    description: {
      en: 'Complaints, claims and other requests sent from the site. Change the status as you handle each one: visitors see it when they track their request.',
      ar: 'الشكاوى والمطالبات والطلبات الأخرى المرسلة من الموقع. غيّر الحالة أثناء معالجة كل طلب، فهي ما يراه الزائر عند تتبع طلبه.',
    },
  },
  defaultSort: '-createdAt',
  // What the staff dashboard and the deadline filters ask of a decade of requests: open ones by
  // status (and type) and due date, counted from the index instead of the table.
  // And the dashboard's "Received by month": requests of a kind within a month.
  indexes: [
    { fields: ['status', 'dueAt'] },
    { fields: ['type', 'status', 'dueAt'] },
    { fields: ['type', 'createdAt'] },
  ],
  hooks: {
    beforeChange: [
      assignReference,
      setDeadline,
      setPersonKeys((data) => {
        const fields = (data.fields ?? {}) as Record<string, unknown>
        return {
          email: fields.email,
          phone: fields.phone,
          passport: fields.passport_number ?? null,
        }
      }),
    ],
    afterChange: [notifyOnChange],
    afterOperation: [recordReads],
    beforeDelete: [deleteEmailsOf('serviceRequest')],
  },
  fields: [
    {
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Reference', ar: 'الرقم المرجعي' },
      access: asSent,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      index: true,
      label: { en: 'Type', ar: 'النوع' },
      options: requestTypes.map((t) => ({
        value: t.value,
        label: { en: t.label.en, ar: t.label.ar },
      })),
      access: asSent,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'received',
      label: { en: 'Status', ar: 'الحالة' },
      options: requestStatuses.map((s) => ({
        value: s.value,
        label: { en: s.label.en, ar: s.label.ar },
      })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'statusChangedAt',
      type: 'date',
      label: { en: 'Status changed', ar: 'تاريخ تغيّر الحالة' },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'dueAt',
      type: 'date',
      index: true,
      label: { en: 'Answer due by', ar: 'موعد الرد الأقصى' },
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          en: 'Set from the response time of this kind of request (site settings), in working days.',
          ar: 'يُحسب من مدة الرد لهذا النوع من الطلبات (إعدادات الموقع) بأيام العمل.',
        },
      },
    },
    {
      name: 'notifyVisitor',
      type: 'checkbox',
      defaultValue: true,
      label: { en: 'Email the visitor when the status changes', ar: 'راسل الزائر عند تغيّر الحالة' },
      admin: { position: 'sidebar' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'idNumber',
          type: 'text',
          index: true,
          label: { en: 'ID or Iqama number', ar: 'رقم الهوية أو الإقامة' },
          access: asSent,
          admin: { readOnly: true },
        },
        {
          name: 'number',
          type: 'text',
          index: true,
          label: { en: 'Tracking number', ar: 'رقم التتبع' },
          admin: {
            description: {
              en: 'What the visitor tracks with, together with the ID number: the claim number for claims, the reference for complaints.',
              ar: 'ما يتتبع به الزائر طلبه مع رقم الهوية: رقم المطالبة للمطالبات، والرقم المرجعي للشكاوى.',
            },
          },
        },
      ],
    },
    {
      name: 'fields',
      type: 'json',
      required: true,
      label: { en: 'Submitted details', ar: 'البيانات المرسلة' },
      access: asSent,
      admin: {
        readOnly: true,
        components: {
          Field:
            '/features/service-requests/admin/SubmittedDetails/SubmittedDetails#SubmittedDetails',
        },
      },
    },
    {
      name: 'documents',
      type: 'upload',
      relationTo: 'request-documents',
      hasMany: true,
      label: { en: 'Documents', ar: 'المستندات' },
      access: asSent,
      admin: { readOnly: true, condition: (data) => Boolean(data?.documents?.length) },
    },
    submissionRecordRow(),
    // Visit visa requests name the visitor by passport, not by a Saudi ID.
    ...personKeyFields({ passport: true }),
    {
      name: 'emails',
      type: 'join',
      collection: 'emails',
      on: 'serviceRequest',
      label: { en: 'Emails', ar: 'الرسائل' },
      admin: {
        defaultColumns: ['subject', 'to', 'kind', 'state', 'createdAt'],
        allowCreate: false,
      },
    },
  ],
}
