import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { knowStoredFiles } from '@/collections/hooks/knowStoredFiles'
import { tags } from '@/content/tags'
import { localText } from '@/fields'
import { servedFrom } from '@/uploads/serving'
import { staticDirOf } from '@/uploads/storage'

const staticDir = staticDirOf('documents')
/** A changed file or title shows on every page that uses it. */
const expireWhereShown = expireOnChange(tags.pages, tags.jobs, tags.global('header'))

export const Documents: CollectionConfig = {
  slug: 'documents',
  labels: {
    singular: { en: 'Document', ar: 'مستند' },
    plural: { en: 'Documents', ar: 'المستندات' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: {
    ...expireWhereShown,
    afterChange: [...expireWhereShown.afterChange, knowStoredFiles('documents')],
  },
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
