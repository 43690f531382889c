import type { CollectionConfig } from 'payload'

import { submissionAccess } from '@/access/roles'
import { hrOrAdmins } from '@/access/hrOrAdmins'
import { servedFrom } from '@/uploads/serving'
import { staticDirOf } from '@/uploads/storage'
import { recordReads } from '@/audit/recordReads'

const staticDir = staticDirOf('job-application-cvs')

/**
 * Applicants' CVs. The files sit under DATA_DIR, outside every public folder, and Payload serves
 * them (`/cms/api/job-application-cvs/file/…`) only to those `read` allows: HR and admins. They
 * come in only through `POST /api/jobs/{id}`, which checks that each is a real PDF.
 */
export const JobApplicationCvs: CollectionConfig = {
  slug: 'job-application-cvs',
  labels: {
    singular: { en: 'Applicant CV', ar: 'سيرة ذاتية لمتقدم' },
    plural: { en: 'Applicant CVs', ar: 'السير الذاتية للمتقدمين' },
  },
  // Reading it is recorded (src/collections/AuditLog/recordReads.ts).
  hooks: { afterOperation: [recordReads] },
  access: submissionAccess(hrOrAdmins, { staffMayUpdate: false }),
  admin: {
    group: { en: 'Careers', ar: 'الوظائف' },
    defaultColumns: ['filename', 'filesize', 'createdAt'],
    description: {
      en: 'CV files attached to job applications. Open an application to see who sent which CV.',
      ar: 'ملفات السير الذاتية المرفقة بطلبات التوظيف. افتح الطلب لمعرفة صاحب كل سيرة ذاتية.',
    },
  },
  upload: {
    staticDir,
    ...servedFrom(staticDir, 'private'),
    mimeTypes: ['application/pdf'],
  },
  fields: [],
}
