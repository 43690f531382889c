import type { CollectionConfig } from 'payload'

import { customerService } from '@/access/roles'
import { documentKinds } from '@/forms/documents'
import { personalFiles } from '@/uploads/personalFiles'

/**
 * Files visitors attach to a service request (IDs, visas, bank letters), served to admins and
 * customer service only. They come in only through `POST /api/service-requests`.
 */
export const RequestDocuments: CollectionConfig = {
  ...personalFiles('request-documents', customerService, {
    mimeTypes: documentKinds.map((kind) => kind.mime),
    // Stored as sent: no resized copies of personal documents.
    crop: false,
    focalPoint: false,
  }),
  labels: {
    singular: { en: 'Request document', ar: 'مستند طلب' },
    plural: { en: 'Request documents', ar: 'مستندات الطلبات' },
  },
  admin: {
    group: { en: 'Customer service', ar: 'خدمة العملاء' },
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    description: {
      en: 'Documents attached to service requests. Open them from the request they belong to.',
      ar: 'المستندات المرفقة بطلبات الخدمة. افتحها من الطلب الذي تنتمي إليه.',
    },
  },
}
