import type { CollectionConfig } from 'payload'

import { hrOrEditors } from '@/access/hrOrEditors'
import { hasRole } from '@/access/roles'
import { expireOnChange } from '@/collections/hooks/expireOnChange'
import { scheduledDrafts } from '@/collections/scheduledDrafts'
import { noteSaved } from '@/content/knownNames'
import { tags } from '@/content/tags'
import { image, localText, localTextarea, namedRows } from '@/fields'

const expiry = expireOnChange(tags.jobs, tags.pages)

/** Job postings on the careers pages, under the slug `jobs` (its tables and API paths are named so). */
export const JobPostings: CollectionConfig = {
  slug: 'jobs',
  labels: {
    singular: { en: 'Job', ar: 'وظيفة' },
    plural: { en: 'Jobs', ar: 'الوظائف' },
  },
  access: {
    // Visitors see published openings; HR and editors also see drafts.
    read: ({ req }) =>
      hasRole(req.user, 'admin', 'editor', 'hr') ? true : { _status: { equals: 'published' } },
    create: hrOrEditors,
    update: hrOrEditors,
    delete: hrOrEditors,
    readVersions: hrOrEditors,
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'location', 'level', '_status', 'updatedAt'],
    group: { en: 'Careers', ar: 'الوظائف' },
  },
  versions: scheduledDrafts(20),
  // Jobs show in the job list, on their own page and in job cards inside pages.
  // A job's own pages answer only for published ids (src/content/knownNames.ts).
  hooks: {
    afterChange: [
      ...expiry.afterChange,
      ({ doc, req }) => {
        noteSaved(req.payload, 'jobs', String(doc.id), doc._status === 'published')
        return doc
      },
    ],
    afterDelete: [
      ...expiry.afterDelete,
      ({ doc, req }) => {
        noteSaved(req.payload, 'jobs', undefined, false)
        return doc
      },
    ],
  },
  fields: [
    localText('title', { en: 'Job title', ar: 'المسمى الوظيفي' }, { required: true }),
    localText('sub_title', { en: 'Department', ar: 'الإدارة' }),
    {
      type: 'row',
      fields: [
        localText('level', { en: 'Level', ar: 'المستوى' }),
        {
          name: 'location',
          type: 'relationship',
          relationTo: 'countries',
          required: true,
          label: { en: 'Country', ar: 'الدولة' },
        },
      ],
    },
    {
      // Search engines list a job by its place (JobPosting's jobLocation): the country above, the
      // city and region here.
      type: 'row',
      fields: [
        localText('city', { en: 'City', ar: 'المدينة' }),
        localText('region', { en: 'Region or province', ar: 'المنطقة أو الإمارة' }),
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'employment_type',
          type: 'select',
          required: true,
          defaultValue: 'FULL_TIME',
          label: { en: 'Employment type', ar: 'نوع التوظيف' },
          // schema.org's names, which JobPosting's employmentType takes as they are.
          options: [
            { value: 'FULL_TIME', label: { en: 'Full time', ar: 'دوام كامل' } },
            { value: 'PART_TIME', label: { en: 'Part time', ar: 'دوام جزئي' } },
            { value: 'CONTRACTOR', label: { en: 'Contract', ar: 'عقد مؤقت' } },
            { value: 'TEMPORARY', label: { en: 'Temporary', ar: 'عمل مؤقت' } },
            { value: 'INTERN', label: { en: 'Internship', ar: 'تدريب' } },
          ],
        },
        {
          name: 'closing_date',
          type: 'date',
          label: { en: 'Closing date', ar: 'آخر موعد للتقديم' },
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMM yyyy' },
            description: {
              en: 'The last day to apply. Search engines stop listing the job after it.',
              ar: 'آخر يوم للتقديم، وبعده تتوقف محركات البحث عن عرض الوظيفة.',
            },
          },
        },
      ],
    },
    image('image', { en: 'Banner image', ar: 'صورة اللافتة' }),
    localTextarea(
      'description',
      { en: 'Description', ar: 'الوصف' },
      {
        required: true,
        description: {
          en: 'Separate paragraphs with an empty line; each becomes a point of the description.',
          ar: 'افصل الفقرات بسطر فارغ؛ تصبح كل فقرة نقطة في الوصف.',
        },
      },
    ),
    {
      name: 'tags',
      type: 'array',
      labels: { singular: { en: 'Tag', ar: 'وسم' }, plural: { en: 'Tags', ar: 'الوسوم' } },
      admin: { components: namedRows },
      fields: [localText('tag', { en: 'Tag', ar: 'الوسم' }, { required: true })],
    },
    {
      name: 'area_of_expertise',
      type: 'array',
      labels: {
        singular: { en: 'Area of expertise', ar: 'مجال خبرة' },
        plural: { en: 'Areas of expertise', ar: 'مجالات الخبرة' },
      },
      admin: { components: namedRows },
      fields: [localText('area', { en: 'Area', ar: 'المجال' }, { required: true })],
    },
  ],
}
