import type { CollectionConfig, Field } from 'payload'

import { submissionAccess } from '@/access/roles'
import { hrOrAdmins } from '@/access/hrOrAdmins'
import { asSent, submissionRecordRow } from '@/fields/submission'

import { acknowledgeApplication } from '../emails'
import { personKeyFields, setPersonKeys } from '@/features/data-rights'
import { recordReads } from '@/audit/recordReads'

import { deleteEmailsOf } from '@/emails/collection/hooks/deleteEmailsOf'
import { assignReference } from './assignReference'
import { applicationStatuses } from './applicationStatuses'

/** A field as the applicant sent it: shown to HR, never changed. */
function sent<T extends Field>(field: T): T {
  return { ...field, access: asSent, admin: { ...field.admin, readOnly: true } }
}

/**
 * Applications sent from the site's job application form (spec §2.6, §7 `POST /jobs/{id}`). They
 * come in only through that handler, which validates them; Payload's REST API takes none. Only HR
 * and admins read them.
 */
export const JobApplications: CollectionConfig = {
  slug: 'job-applications',
  labels: {
    singular: { en: 'Job application', ar: 'طلب توظيف' },
    plural: { en: 'Job applications', ar: 'طلبات التوظيف' },
  },
  access: submissionAccess(hrOrAdmins),
  admin: {
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'job', 'name', 'email', 'createdAt', 'status'],
    listSearchableFields: ['reference', 'name', 'email'],
    group: { en: 'Careers', ar: 'الوظائف' },
    description: {
      en: 'Applications sent from the site. Open one to read the cover letter and download the CV; change the status as you review it.',
      ar: 'طلبات التوظيف المرسلة من الموقع. افتح الطلب لقراءة خطاب التقديم وتنزيل السيرة الذاتية، وغيّر الحالة أثناء مراجعته.',
    },
  },
  defaultSort: '-createdAt',
  hooks: {
    beforeChange: [
      assignReference,
      setPersonKeys((data) => ({ email: data.email, phone: data.phone_number })),
    ],
    afterChange: [acknowledgeApplication],
    afterOperation: [recordReads],
    beforeDelete: [deleteEmailsOf('jobApplication')],
  },
  fields: [
    sent({
      name: 'reference',
      type: 'text',
      unique: true,
      index: true,
      label: { en: 'Reference', ar: 'الرقم المرجعي' },
      admin: { position: 'sidebar' },
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'new',
      index: true,
      label: { en: 'Status', ar: 'الحالة' },
      options: applicationStatuses.map((s) => ({ value: s.value, label: s.label })),
      admin: { position: 'sidebar' },
    },
    sent({
      name: 'job',
      type: 'relationship',
      relationTo: 'jobs',
      index: true,
      label: { en: 'Job', ar: 'الوظيفة' },
    }),
    sent({
      name: 'name',
      type: 'text',
      label: { en: 'Name', ar: 'الاسم' },
      admin: { position: 'sidebar' },
    }),
    {
      type: 'row',
      fields: [
        sent({
          name: 'first_name',
          type: 'text',
          required: true,
          label: { en: 'First name', ar: 'الاسم الأول' },
        }),
        sent({
          name: 'last_name',
          type: 'text',
          required: true,
          label: { en: 'Last name', ar: 'اسم العائلة' },
        }),
      ],
    },
    {
      type: 'row',
      fields: [
        sent({
          name: 'email',
          type: 'email',
          required: true,
          label: { en: 'Email', ar: 'البريد الإلكتروني' },
        }),
        sent({
          name: 'phone_number',
          type: 'text',
          required: true,
          label: { en: 'Phone number', ar: 'رقم الهاتف' },
        }),
      ],
    },
    sent({
      name: 'cv',
      type: 'upload',
      relationTo: 'job-application-cvs',
      required: true,
      label: { en: 'CV', ar: 'السيرة الذاتية' },
    }),
    sent({
      name: 'cover_letter_title',
      type: 'text',
      required: true,
      label: { en: 'Cover letter title', ar: 'عنوان خطاب التقديم' },
    }),
    sent({
      name: 'cover_letter_description',
      type: 'textarea',
      required: true,
      label: { en: 'Cover letter', ar: 'خطاب التقديم' },
    }),
    submissionRecordRow({
      en: 'Declaration and terms accepted',
      ar: 'تمت الموافقة على الإقرار والشروط',
    }),
    ...personKeyFields(),
  ],
}
