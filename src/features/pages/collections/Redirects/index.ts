import type { CollectionConfig } from 'payload'

import { editors } from '@/access/roles'
import { noteRedirectsSaved } from '@/content/knownNames'

import { normalizeRedirect, validateFrom, validateToAddress, validateToPage } from './checkRedirect'

/**
 * Old addresses and where they now lead: an address a campaign printed, the old site's, a page
 * renamed (the rename adds one itself, src/features/pages/collections/Pages/hooks/redirectOnRename.ts). The
 * server answers them before the app, in both languages (src/server/redirects.mjs). An address
 * that shows something is never redirected, and a redirect never leads to another: each is
 * checked (checkRedirect.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: { en: 'Redirect', ar: 'إعادة توجيه' },
    plural: { en: 'Redirects', ar: 'إعادات التوجيه' },
  },
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'toType', 'toPage', 'toAddress', 'permanent'],
    listSearchableFields: ['from', 'toAddress'],
    description: {
      en: 'Send visitors of an old address to a page or another address, in both languages: /old also sends /ar/old to the Arabic page. Renaming a published page adds one from its old address.',
      ar: 'وجّه زوار عنوان قديم إلى صفحة أو عنوان آخر، باللغتين: ‎/old‎ يوجّه ‎/ar/old‎ أيضًا إلى الصفحة العربية. تغيير اسم صفحة منشورة يضيف توجيهًا من عنوانها القديم.',
    },
  },
  defaultSort: 'from',
  hooks: {
    beforeValidate: [normalizeRedirect],
    afterChange: [({ req, doc }) => (noteRedirectsSaved(req.payload), doc)],
    afterDelete: [({ req, doc }) => (noteRedirectsSaved(req.payload), doc)],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      validate: validateFrom,
      label: { en: 'Old address', ar: 'العنوان القديم' },
      admin: {
        description: {
          en: 'A path such as /summer-offer (a whole address is shortened to its path).',
          ar: 'مسار مثل ‎/summer-offer‎ (يُختصر العنوان الكامل إلى مساره).',
        },
      },
    },
    {
      name: 'toType',
      type: 'radio',
      required: true,
      defaultValue: 'page',
      label: { en: 'Leads to', ar: 'يؤدي إلى' },
      options: [
        { value: 'page', label: { en: 'A page', ar: 'صفحة' } },
        { value: 'address', label: { en: 'An address', ar: 'عنوان' } },
      ],
    },
    {
      name: 'toPage',
      type: 'relationship',
      relationTo: 'pages',
      validate: validateToPage,
      label: { en: 'Page', ar: 'الصفحة' },
      admin: {
        condition: (_, sibling) => sibling.toType === 'page',
        description: {
          en: 'Follows the page if it is renamed. While the page is not published, the old address shows "page not found".',
          ar: 'يتبع الصفحة إذا تغيّر اسمها. ما دامت الصفحة غير منشورة يظهر للعنوان القديم «الصفحة غير موجودة».',
        },
      },
    },
    {
      name: 'toAddress',
      type: 'text',
      validate: validateToAddress,
      label: { en: 'Address', ar: 'العنوان' },
      admin: {
        condition: (_, sibling) => sibling.toType === 'address',
        description: {
          en: 'A path of this site, such as /careers, or a whole address, such as https://example.com/.',
          ar: 'مسار في هذا الموقع مثل ‎/careers‎، أو عنوان كامل مثل ‎https://example.com/‎.',
        },
      },
    },
    {
      name: 'permanent',
      type: 'checkbox',
      defaultValue: true,
      label: {
        en: 'Permanent (search engines move to the new address)',
        ar: 'دائم (تنتقل محركات البحث إلى العنوان الجديد)',
      },
    },
  ],
}
