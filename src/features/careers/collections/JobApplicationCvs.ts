import type { CollectionConfig } from 'payload'

import { hrOrAdmins } from '@/access/hrOrAdmins'
import { personalFiles } from '@/uploads/personalFiles'

/**
 * Applicants' CVs, served (`/cms/api/job-application-cvs/file/…`) to HR and admins only. They come
 * in only through `POST /api/jobs/{id}`, which checks that each is a real PDF.
 */
export const JobApplicationCvs: CollectionConfig = {
  ...personalFiles('job-application-cvs', hrOrAdmins, { mimeTypes: ['application/pdf'] }),
  labels: {
    singular: { en: 'Applicant CV', ar: 'سيرة ذاتية لمتقدم' },
    plural: { en: 'Applicant CVs', ar: 'السير الذاتية للمتقدمين' },
  },
  admin: {
    group: { en: 'Careers', ar: 'الوظائف' },
    defaultColumns: ['filename', 'filesize', 'createdAt'],
    description: {
      en: 'CV files attached to job applications. Open an application to see who sent which CV.',
      ar: 'ملفات السير الذاتية المرفقة بطلبات التوظيف. افتح الطلب لمعرفة صاحب كل سيرة ذاتية.',
    },
  },
}
