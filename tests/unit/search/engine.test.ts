import { describe, expect, it } from 'vitest'

import type { WireJob, WirePage } from '../../../src/content/wire'
import { jobDocument, pageDocuments } from '@/features/search/documents'
import { createSearchIndex, queryOf } from '@/features/search/engine'
import type { Marked } from '@/features/search/highlight'

const motor: WirePage = {
  name: 'motor-insurance',
  meta_data: [{ title: 'Motor insurance', title_ar: 'تأمين المركبات' }],
  group: null,
  sections: [
    {
      id: 'cover1',
      section: { name: 'cover' },
      content: {
        title: 'Drive with confidence',
        title_ar: 'قُد بثقة',
        description: '<p>Comprehensive cover for your car.</p>',
        description_ar: '<p>تغطية شاملة لسيارتك.</p>',
        image: '/cms/api/media/file/car.webp',
        button_link: '/get-a-quote',
      },
      repeatable_content: [],
    },
    {
      id: 'faq1',
      section: { name: 'faq' },
      content: { header: 'Questions', header_ar: 'الأسئلة الشائعة' },
      repeatable_content: [
        {
          id: 'q1',
          content: {
            question: 'How do I file claims after an accident?',
            question_ar: 'كيف أقدم مطالبة بعد الحادث؟',
            answer: '<p>Call 9200 12345 within 24 hours.</p>',
            answer_ar: '<p>اتصل على ٩٢٠٠١٢٣٤٥ خلال ٢٤ ساعة.</p>',
          },
        },
      ],
    },
  ],
}

const medical: WirePage = {
  name: 'medical-insurance',
  meta_data: [{ title: 'Medical insurance', title_ar: 'التأمين الطبي' }],
  group: null,
  sections: [
    {
      id: 'blog1',
      section: { name: 'single_blog' },
      content: {
        header: 'Health for the whole family',
        header_ar: 'الصحة لكل الأسرة',
        description: 'Hospital networks across the Kingdom.',
        description_ar: 'شبكة مستشفيات في أنحاء المملكة.',
        button_text: 'Claim now',
        button_url: '/claims',
      },
      repeatable_content: [],
    },
  ],
}

const job = {
  id: 7,
  image: null,
  title: 'Claims adjuster',
  title_ar: 'مسوّي مطالبات',
  sub_title: 'Motor claims',
  sub_title_ar: 'مطالبات المركبات',
  level: 'Senior',
  level_ar: 'أول',
  location: 'Riyadh',
  location_ar: 'الرياض',
  description: ['Assess accident claims.'],
  description_ar: ['تقييم مطالبات الحوادث.'],
  tags: ['claims'],
  tags_ar: ['مطالبات'],
  area_of_expertise: null,
  area_of_expertise_ar: null,
  updated_at: null,
} as WireJob

const text = (marked: Marked) => marked.map((piece) => piece.text).join('')
const marks = (marked: Marked) => marked.filter((piece) => piece.marked).map((piece) => piece.text)

function indexFor(locale: 'en' | 'ar') {
  return createSearchIndex([
    ...pageDocuments(motor, locale),
    ...pageDocuments(medical, locale),
    jobDocument(job, locale)!,
  ])
}

describe('search documents', () => {
  it('are a page’s sections with text, linked to the section, in one language', async () => {
    const documents = pageDocuments(motor, 'ar')
    expect(documents.map((document) => document.href)).toEqual([
      '/motor-insurance',
      '/motor-insurance#section-faq1',
    ])
    expect(documents[1]).toMatchObject({ title: 'تأمين المركبات', heading: 'الأسئلة الشائعة' })
    expect(documents[1]!.text).toContain('كيف أقدم مطالبة بعد الحادث؟')
    expect(documents[0]!.text).toBe('تغطية شاملة لسيارتك.')
  })

  it('leave out sections the page does not show', async () => {
    const empty = {
      ...motor,
      sections: [
        { ...motor.sections[1]!, repeatable_content: [] },
        {
          id: 'x',
          section: { name: 'unknown_kind' },
          content: { title: 'Hidden' },
          repeatable_content: [],
        },
      ],
    }
    // Neither section is shown: what is left is the page itself, by its title.
    expect(pageDocuments(empty, 'en')).toEqual([
      {
        id: 'page:motor-insurance',
        kind: 'page',
        href: '/motor-insurance',
        title: 'Motor insurance',
        heading: '',
        text: '',
      },
    ])
  })

  it('keep a page with no section text, by its title and description, at its own address', () => {
    const bare: WirePage = {
      name: 'accessibility',
      meta_data: [
        {
          title: 'Accessibility statement',
          title_ar: 'بيان إمكانية الوصول',
          attributes: [
            {
              name: 'description',
              property: null,
              content: 'How accessible the website is.',
              content_ar: 'مدى سهولة استخدام الموقع.',
            },
          ],
        },
      ],
      group: null,
      sections: [],
    }
    expect(pageDocuments(bare, 'ar')).toEqual([
      {
        id: 'page:accessibility',
        kind: 'page',
        href: '/accessibility',
        title: 'بيان إمكانية الوصول',
        heading: '',
        text: 'مدى سهولة استخدام الموقع.',
      },
    ])
  })

  it('put the page’s description with its first section', () => {
    const described: WirePage = {
      ...motor,
      meta_data: [
        {
          ...motor.meta_data[0]!,
          attributes: [
            { name: 'description', property: null, content: 'Third-party and comprehensive.' },
          ],
        },
      ],
    }
    const [first, second] = pageDocuments(described, 'en')
    expect(first!.text).toBe('Third-party and comprehensive. · Comprehensive cover for your car.')
    expect(second!.text).not.toContain('Third-party')
  })

  it('read a field that has only its Arabic twin, lists of texts, and no dates', () => {
    const page: WirePage = {
      name: 'branches',
      meta_data: [{ title: 'Branches', title_ar: 'الفروع' }],
      group: null,
      sections: [
        {
          id: 'b1',
          section: { name: 'single_blog' },
          content: {
            header: 'Our branches',
            header_ar: 'فروعنا',
            description: '',
            description_ar: '<p>فرع جدة</p>',
            cities: ['Riyadh', 'Jeddah'],
            cities_ar: ['الرياض', 'جدة'],
            updated_at: '2026-11-27T03:00:00.000Z',
          },
          repeatable_content: [],
        },
      ],
    }
    expect(pageDocuments(page, 'ar')[0]!.text).toBe('فرع جدة · الرياض · جدة')
    expect(pageDocuments(page, 'en')[0]!.text).toBe('Riyadh · Jeddah')
  })

  it('leave out addresses, pictures and button labels', async () => {
    const all = pageDocuments(medical, 'en')
      .map((document) => document.text)
      .join(' ')
    expect(all).not.toMatch(/\/claims|Claim now|webp/)
  })
})

describe('site search', () => {
  it('finds a section by a word of its text in another form, and marks it', async () => {
    const { hits, total } = (await indexFor('en')).search('claim', 10)
    expect(total).toBe(2)
    const page = hits.find((hit) => hit.kind === 'page')!
    expect(page.href).toBe('/motor-insurance#section-faq1')
    expect(marks(page.snippet)).toEqual(['claims'])
    expect(hits.find((hit) => hit.kind === 'job')!.href).toBe('/career-details/7')
  })

  it('ranks a match in the title above one in the text', async () => {
    const { hits } = (await indexFor('en')).search('motor', 10)
    expect(hits[0]!.href).toBe('/motor-insurance')
    expect(marks(hits[0]!.title)).toEqual(['Motor'])
  })

  it('finds a page with no section text by its title and by its description', async () => {
    const bare: WirePage = {
      name: 'report-fraud',
      meta_data: [
        {
          title: 'Report Fraud',
          title_ar: 'الإبلاغ عن الاحتيال',
          attributes: [{ name: 'description', property: null, content: 'Tell us in secret.' }],
        },
      ],
      group: null,
      sections: [],
    }
    const index = await createSearchIndex([
      ...pageDocuments(motor, 'en'),
      ...pageDocuments(bare, 'en'),
    ])
    expect(index.search('fraud', 10).hits.map((hit) => hit.href)).toEqual(['/report-fraud'])
    expect(index.search('secret', 10).hits.map((hit) => hit.href)).toEqual(['/report-fraud'])
  })

  it('finds each page once, by its best section', async () => {
    const { hits } = (await indexFor('en')).search('insurance', 10)
    expect(hits.map((hit) => hit.href.split('#')[0])).toEqual(
      expect.arrayContaining(['/motor-insurance', '/medical-insurance']),
    )
    expect(new Set(hits.map((hit) => hit.href.split('#')[0])).size).toBe(hits.length)
  })

  it('matches Arabic whatever the diacritics, hamza, article, ta marbuta or digits', async () => {
    const arabic = await indexFor('ar')
    for (const query of ['المُطالبة', 'مطالبه', 'الحوادث', 'حادث', 'تامين', '24']) {
      expect(arabic.search(query, 10).total, query).toBeGreaterThan(0)
    }
    const { hits } = arabic.search('920012345', 10)
    expect(hits[0]!.href).toBe('/motor-insurance#section-faq1')
    expect(marks(hits[0]!.snippet)).toEqual(['٩٢٠٠١٢٣٤٥'])
    expect(marks(arabic.search('الطبى', 10).hits[0]!.title)).toEqual(['الطبي'])
  })

  it('needs every word, and falls back to any word when no document has them all', async () => {
    const index = await indexFor('en')
    // No document has both: the motor page, the motor claims job and the family page.
    expect(index.search('motor family', 10).total).toBe(3)
    expect(index.search('comprehensive car', 10).hits.map((hit) => hit.href)).toEqual([
      '/motor-insurance',
    ])
  })

  it('finds nothing for a query without words, and reads at most twelve words', async () => {
    const index = await indexFor('en')
    expect(index.search(' ,.! ', 10)).toEqual({ hits: [], total: 0 })
    expect(queryOf(Array(40).fill('claim').join(' ')).split(' ')).toHaveLength(12)
    expect(queryOf('x'.repeat(5000)).length).toBe(200)
  })

  it('quotes the text around the match, with an ellipsis where it goes on', async () => {
    const long = await createSearchIndex([
      {
        id: 'a',
        kind: 'page',
        href: '/a',
        title: 'A',
        heading: '',
        text: `${'word '.repeat(50)}needle ${'word '.repeat(50)}`,
      },
    ])
    const snippet = long.search('needle', 1).hits[0]!.snippet
    expect(text(snippet)).toMatch(/^… (word ){8}needle( word){23} …$/)
  })
})
