import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { tags } from '@/content/tags'
import { localText } from '@/fields'
import { servedFrom } from '@/uploads/serving'
import { staticDirOf } from '@/uploads/storage'

const staticDir = staticDirOf('documents')

export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: { en: 'Document', ar: 'مستند' },
    plural: { en: 'Documents', ar: 'المستندات' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  // A changed file or alternative text shows on every page that uses it.
  hooks: expireOnChange(tags.pages, tags.jobs, tags.global('header')),
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'filename', 'updatedAt'],
    description: {
      en: 'PDF files offered for download: financial reports, customer rights, policies.',
      ar: 'ملفات PDF المتاحة للتنزيل: التقارير المالية وحقوق العملاء والسياسات.',
    },
  },
  upload: {
    staticDir,
    ...servedFrom(staticDir, 'public'),
    mimeTypes: ['application/pdf'],
  },
  fields: [localText('title', { en: 'Title', ar: 'العنوان' }, { required: true })],
}
