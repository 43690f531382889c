/**
 * Payload's own admin texts, said again where they do not say what the site says (the config's
 * `i18n.translations`, beside this project's own catalogues). tests/unit/admin-wording.test.ts
 * lists the admin texts that read the same in both languages.
 *
 * - The site's sections are Payload's "blocks" ("وحدات المحتوى" in its Arabic); the pages' field
 *   and the chooser call them sections.
 * - A page that is not live is "Not published", whether it never was or was unpublished.
 * - Payload's Arabic names one placeholder in Arabic, so the schedule drawer showed
 *   "{{العنوان}}", and calls the locale to publish "الموقع للنشر", the site (or place) to publish.
 */
export const payloadWordingEn = {
  fields: {
    block: 'Section',
    blocks: 'sections',
    blockType: 'Section type',
    searchForBlock: 'Search for a section',
    toggleBlock: 'Open or close the section',
  },
  validation: {
    invalidBlock: 'The section "{{block}}" is not allowed.',
    invalidBlocks: 'This field contains sections that are no longer allowed: {{blocks}}.',
  },
  version: { draft: 'Not published' },
}

export const payloadWordingAr = {
  fields: {
    block: 'قسم',
    blocks: 'الأقسام',
    blockType: 'نوع القسم',
    searchForBlock: 'ابحث عن قسم',
    toggleBlock: 'فتح القسم أو طيّه',
  },
  general: { schedulePublishFor: 'جدولة النشر لـ {{title}}' },
  localization: { localeToPublish: 'لغة النشر' },
  validation: {
    invalidBlock: 'القسم "{{block}}" غير مسموح به.',
    invalidBlocks: 'يحتوي هذا الحقل على أقسام لم تعد مسموحًا بها: {{blocks}}.',
  },
  version: { draft: 'غير منشورة' },
}
