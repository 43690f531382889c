import { type CollectionConfig, type TextFieldSingleValidation, ValidationError } from 'payload'

import { publishedOrEditors } from '@/access/publishedOrEditors'
import { editors } from '@/access/roles'
import { namedRows } from '@/fields'
import { sectionBlocks } from '@/blocks'
import { adminT } from '@/i18n/messages/adminEn'
import { scheduledDrafts } from '@/collections/scheduledDrafts'

import { recordTranslationGaps } from './hooks/recordTranslationGaps'
import { redirectOnRename, rememberPublishedName } from './hooks/redirectOnRename'
import { requireBothLanguages } from './hooks/requireBothLanguages'
import { removeFromGroups } from './hooks/removeFromGroups'
import { revalidatePageAfterChange, revalidatePageAfterDelete } from './hooks/revalidatePage'
import { removeSearchEntryBeforeDelete, updateSearchEntryAfterChange } from './hooks/searchEntry'
import { markUntouched } from './hooks/untouched'
import { liveDrafts, livePreview, previewPath } from './livePreview'

/**
 * The first segments of addresses that are not pages (the languages, the APIs, the admin): a page
 * with one of these names could never be shown.
 */
const reservedNames = new Set(['ar', 'en', 'api', 'cms', 'admin'])

/** A name is an address segment: said in the admin's language when it is not one. */
const nameCharacters: TextFieldSingleValidation = (value, { req }) =>
  !value || /^[A-Za-z0-9-]+$/.test(value) ? true : adminT(req)('admin:pageNameCharacters')

export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: {
    singular: { en: 'Page', ar: 'صفحة' },
    plural: { en: 'Pages', ar: 'الصفحات' },
  },
  access: {
    read: publishedOrEditors,
    create: editors,
    update: editors,
    delete: editors,
    readVersions: editors,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'name', 'translation', '_status', 'updatedAt'],
    // Not the empty drafts "Create new" makes before an editor types (hooks/untouched).
    baseFilter: () => ({ untouched: { not_equals: true } }),
    components: {
      // Above the list: the pages that lack a language, a click away.
      beforeListTable: [
        '/features/pages/admin/TranslationGaps/TranslationFilters#TranslationFilters',
      ],
      edit: {
        // Beside the Publish button: what publishing now would show in one language only, or that
        // Site settings keep it from publishing.
        beforeDocumentControls: [
          '/features/pages/admin/TranslationGaps/TranslationGapsSlots#TranslationWarning',
        ],
      },
    },
    // The admin's Preview button opens the latest draft on the site, in the language being edited.
    preview: (doc, { locale }) =>
      typeof doc.name === 'string' ? previewPath(doc.name, locale) : null,
    livePreview,
  },
  versions: scheduledDrafts(50, liveDrafts),
  hooks: {
    beforeChange: [rememberPublishedName],
    afterChange: [redirectOnRename, updateSearchEntryAfterChange, revalidatePageAfterChange],
    beforeDelete: [removeFromGroups, removeSearchEntryBeforeDelete],
    afterDelete: [revalidatePageAfterDelete],
  },
  fields: [
    {
      name: 'name',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { en: 'Name (address)', ar: 'الاسم في الرابط' },
      validate: nameCharacters,
      hooks: {
        // Here rather than in `validate`, which Payload skips for drafts.
        beforeChange: [
          ({ value, req }) => {
            if (typeof value === 'string' && reservedNames.has(value.toLowerCase()))
              throw new ValidationError(
                {
                  collection: 'pages',
                  errors: [
                    {
                      message: adminT(req)('admin:pageNameReserved', { name: value }),
                      path: 'name',
                    },
                  ],
                  req,
                },
                req.t,
              )
            return value
          },
        ],
      },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The page lives at /name and /ar/name. "home" is the home page.',
          ar: 'تظهر الصفحة على ‎/name‎ و‎/ar/name‎. الاسم "home" للصفحة الرئيسية.',
        },
      },
    },
    {
      name: 'title',
      type: 'text',
      required: true,
      localized: true,
      label: { en: 'Title', ar: 'العنوان' },
      admin: {
        description: {
          en: 'Shown in the browser tab and search results.',
          ar: 'يظهر في تبويب المتصفح ونتائج البحث.',
        },
      },
    },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: { en: 'Meta description', ar: 'الوصف التعريفي' },
    },
    {
      name: 'shareImage',
      type: 'upload',
      relationTo: 'media',
      label: { en: 'Share image', ar: 'صورة المشاركة' },
      admin: {
        description: {
          en: "Shown when the page is shared (WhatsApp, X, LinkedIn) in both languages, best 1200 × 630 and without words in it. Without one, a picture of the page's title in each language is made on the brand colours.",
          ar: 'تظهر عند مشاركة الصفحة (واتساب وإكس ولينكدإن) باللغتين، ويُفضَّل مقاس 1200 × 630 ودون كتابة عليها. إن لم تُحدَّد تُصنع صورة بعنوان الصفحة في كل لغة بألوان العلامة.',
        },
      },
    },
    {
      name: 'attributes',
      type: 'array',
      label: { en: 'Other meta tags', ar: 'وسوم تعريفية أخرى' },
      labels: {
        singular: { en: 'Meta tag', ar: 'وسم تعريفي' },
        plural: { en: 'Meta tags', ar: 'الوسوم التعريفية' },
      },
      admin: { initCollapsed: true, components: namedRows },
      fields: [
        {
          type: 'row',
          fields: [
            // The tag's attributes: their names stay beside what they mean.
            { name: 'name', type: 'text', label: { en: 'Name (name)', ar: 'الاسم (name)' } },
            {
              name: 'property',
              type: 'text',
              label: { en: 'Property (property)', ar: 'الخاصية (property)' },
            },
            {
              name: 'content',
              type: 'text',
              required: true,
              localized: true,
              label: { en: 'Content (content)', ar: 'المحتوى (content)' },
            },
          ],
        },
      ],
    },
    {
      // Which texts each language lacks, worked out at every save (hooks/recordTranslationGaps).
      name: 'translation',
      type: 'select',
      index: true,
      label: { en: 'Languages', ar: 'اللغتان' },
      options: [
        { value: 'complete', label: { en: 'Both', ar: 'كلتاهما' } },
        { value: 'missing-ar', label: { en: 'Arabic missing', ar: 'العربية ناقصة' } },
        { value: 'missing-en', label: { en: 'English missing', ar: 'الإنجليزية ناقصة' } },
        { value: 'missing-both', label: { en: 'Each lacks some', ar: 'تنقص كلتيهما نصوص' } },
      ],
      hooks: { beforeChange: [recordTranslationGaps] },
      validate: requireBothLanguages,
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: {
          Field: '/features/pages/admin/TranslationGaps/TranslationGapsSlots#TranslationGapsField',
        },
      },
    },
    { name: 'translationGaps', type: 'json', admin: { hidden: true } },
    {
      name: 'untouched',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      hooks: { beforeChange: [markUntouched] },
      admin: { hidden: true },
    },
    {
      // Not localized itself: localized blocks with drafts have open Payload bugs. The text
      // fields inside each block are localized instead.
      name: 'sections',
      type: 'blocks',
      label: { en: 'Sections', ar: 'الأقسام' },
      labels: { singular: { en: 'Section', ar: 'قسم' }, plural: { en: 'Sections', ar: 'الأقسام' } },
      blocks: sectionBlocks,
    },
  ],
}
