import type { CollectionConfig } from 'payload'

import { customerService, submissionAccess } from '@/access/roles'
import { documentKinds } from '@/forms/documents'
import { servedFrom } from '@/uploads/serving'
import { staticDirOf } from '@/uploads/storage'
import { recordReads } from '@/audit/recordReads'

const staticDir = staticDirOf('request-documents')

/**
 * Files visitors attach to a service request (IDs, visas, bank letters). Kept outside any public
 * folder and served only through Payload, which lets staff (admins, customer service) read them and nobody
 * else; they come in only through `POST /api/service-requests`.
 */
export const RequestDocuments: CollectionConfig = {
  slug: 'request-documents',
  labels: {
    singular: { en: 'Request document', ar: 'مستند طلب' },
    plural: { en: 'Request documents', ar: 'مستندات الطلبات' },
  },
  // Reading it is recorded (src/collections/AuditLog/recordReads.ts).
  hooks: { afterOperation: [recordReads] },
  access: submissionAccess(customerService, { staffMayUpdate: false }),
  admin: {
    group: { en: 'Customer service', ar: 'خدمة العملاء' },
    useAsTitle: 'filename',
    defaultColumns: ['filename', 'mimeType', 'filesize', 'createdAt'],
    description: {
      en: 'Documents attached to service requests. Open them from the request they belong to.',
      ar: 'المستندات المرفقة بطلبات الخدمة. افتحها من الطلب الذي تنتمي إليه.',
    },
  },
  upload: {
    staticDir,
    ...servedFrom(staticDir, 'private'),
    mimeTypes: documentKinds.map((kind) => kind.mime),
    // Stored as sent: no resized copies of personal documents.
    crop: false,
    focalPoint: false,
  },
  fields: [],
}
