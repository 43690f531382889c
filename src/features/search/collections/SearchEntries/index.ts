import type { CollectionConfig } from 'payload'

const nobody = () => false

/**
 * What site search reads of each published page, in both languages, kept beside the page: reading
 * a page itself costs a query over every kind of section (a tenth of a second or more at two
 * thousand pages, most of it holding the event loop), and the search index is rebuilt from every
 * page after each save and at every start. Written by the pages' hooks in the save's own
 * transaction (src/features/search/entries.ts); nobody reads or changes it through the CMS.
 */
export const SearchEntries: CollectionConfig = {
  slug: 'search-entries',
  labels: {
    singular: { en: 'Search entry', ar: 'مدخل بحث' },
    plural: { en: 'Search entries', ar: 'مدخلات البحث' },
  },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  admin: { hidden: true },
  fields: [
    { name: 'page', type: 'number', required: true, unique: true, index: true },
    // The shape of `documents` (SEARCH_ENTRY_FORMAT): an entry of another is written again.
    { name: 'format', type: 'number', required: true },
    { name: 'documents', type: 'json', required: true },
  ],
}
