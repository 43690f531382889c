import type { CollectionConfig } from 'payload'

import { anyone, editors } from '@/access/roles'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { knowStoredFiles } from '@/collections/hooks/knowStoredFiles'
import { tags } from '@/content/tags'
import { servedFrom } from '@/uploads/serving'
import { staticDirOf } from '@/uploads/storage'

const staticDir = staticDirOf('media')
/** A changed file or alternative text shows on every page that uses it. */
const expireWhereShown = expireOnChange(tags.pages, tags.jobs, tags.global('header'))

export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: { en: 'Image', ar: 'صورة' },
    plural: { en: 'Images', ar: 'الصور' },
  },
  access: { read: anyone, create: editors, update: editors, delete: editors },
  hooks: {
    ...expireWhereShown,
    afterChange: [...expireWhereShown.afterChange, knowStoredFiles('media')],
  },
  admin: { useAsTitle: 'alt' },
  upload: {
    staticDir,
    ...servedFrom(staticDir, 'public'),
    // SVG can carry scripts; only raster formats are accepted from editors.
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif'],
    imageSizes: [
      { name: 'card', width: 640 },
      { name: 'hero', width: 1600 },
    ],
    formatOptions: { format: 'webp', options: { quality: 80 } },
  },
  fields: [
    {
      // Two plain fields rather than one translated field: both languages are required at upload.
      type: 'row',
      fields: [
        {
          name: 'alt',
          type: 'text',
          required: true,
          label: { en: 'Alternative text (English)', ar: 'النص البديل (بالإنجليزية)' },
          admin: {
            description: {
              en: 'What the image shows, read aloud by screen readers.',
              ar: 'وصف ما تعرضه الصورة، تقرؤه برامج قراءة الشاشة.',
            },
          },
        },
        {
          name: 'alt_ar',
          type: 'text',
          required: true,
          label: { en: 'Alternative text (Arabic)', ar: 'النص البديل (بالعربية)' },
        },
      ],
    },
  ],
}
