import * as z from 'zod/mini'

/**
 * The wire format of the content API (docs/spec.md §3/§7, docs/architecture.md §4), defined once:
 * these schemas give the TypeScript types and the OpenAPI description's schemas
 * (/api/openapi.json), against which tests check every answer of /api, and the check of a foreign
 * server's body (sources/readWire.ts). Every translated field has an `_ar` twin. A foreign server
 * speaking the contract may send the strings "null" or "undefined", numbers for texts, or leave
 * fields out; that check lets such leaves through, and fromWire copes with them field by field.
 */
export type WireValue = string | number | boolean | null | undefined | WireValue[] | WireObject
export type WireObject = { [key: string]: WireValue }

/** The named schemas, which the OpenAPI description lists as its components. */
export const wireSchemas = z.registry<{ id: string }>()

/** An id: this server sends numbers for records and strings for sections and menu items. */
const wireId = z.union([z.int(), z.string()])
/** A text this server always sends, as null when it has none. */
const text = z.nullable(z.string())
const optionalText = z.optional(z.nullable(z.string()))
const optionalTime = z.optional(z.nullable(z.string().check(z.meta({ format: 'date-time' }))))

/** A section's fields: any JSON the kind's mapper reads (src/blocks/<kind>/fromWire.ts). */
const wireObject = z.record(z.string(), z.custom<WireValue>())

const wireMetaAttribute = z.object({
  name: optionalText,
  property: optionalText,
  content: optionalText,
  content_ar: optionalText,
})

const wireMeta = z.object({
  title: optionalText,
  title_ar: optionalText,
  attributes: z.optional(z.nullable(z.array(wireMetaAttribute))),
})

const wireGroupPage = z.object({
  id: z.optional(z.nullable(wireId)),
  title: optionalText,
  title_ar: optionalText,
  link: optionalText,
})

const wireGroup = z.object({ pages: z.optional(z.nullable(z.array(wireGroupPage))) })

export const wireSection = z
  .object({
    id: wireId,
    order: z.optional(z.nullable(z.union([z.int(), z.string()]))),
    section: z.object({ name: z.string() }),
    content: wireObject,
    repeatable_content: z.array(z.object({ id: wireId, content: wireObject })),
  })
  .check(
    z.meta({
      description:
        'One of the 28 section kinds (`section.name`); `content` holds the fields of that kind, each text with an `_ar` twin, and `repeatable_content` its items.',
    }),
  )
  .register(wireSchemas, { id: 'Section' })

export const wirePage = z
  .object({
    name: z.string(),
    meta_data: z.array(wireMeta),
    group: z.nullable(wireGroup),
    sections: z.array(wireSection),
  })
  .register(wireSchemas, { id: 'Page' })

/** A list; a foreign server may send one (comma-separated) string. */
const listOrText = z.nullable(z.union([z.array(z.string()), z.string()]))

export const wireJob = z
  .object({
    id: wireId,
    image: text,
    title: text,
    title_ar: text,
    sub_title: text,
    sub_title_ar: text,
    level: text,
    level_ar: text,
    location: text,
    location_ar: text,
    // Not in the spec's job: what search engines ask of a posting (JobPosting). Optional, so that a
    // server that sends only the spec's fields is read as before.
    country_code: optionalText,
    city: optionalText,
    city_ar: optionalText,
    region: optionalText,
    region_ar: optionalText,
    employment_type: optionalText,
    closing_date: optionalTime,
    posted_at: optionalTime,
    /** A list of paragraphs. */
    description: listOrText,
    description_ar: listOrText,
    tags: listOrText,
    tags_ar: listOrText,
    area_of_expertise: z.nullable(z.array(z.string())),
    area_of_expertise_ar: z.nullable(z.array(z.string())),
    updated_at: z.nullable(z.string().check(z.meta({ format: 'date-time' }))),
  })
  .register(wireSchemas, { id: 'Job' })

export const wireCountry = z
  .object({ id: z.optional(wireId), name: text, name_ar: optionalText, code: text })
  .register(wireSchemas, { id: 'Country' })

export const wireJobList = z
  .object({ jobs: z.array(wireJob), countries: z.array(wireCountry) })
  .register(wireSchemas, { id: 'JobList' })

export const wireMenuPage = z
  .object({ title: text, title_ar: text, link: text })
  .register(wireSchemas, { id: 'Link' })

const wireMenuItem = z.extend(wireMenuPage, { id: wireId, pages: z.array(wireMenuPage) })

export const wireHeader = z
  .object({
    logo: text,
    ctaButton: z.object({ label: text, label_ar: text, link: text }),
    items: z.array(wireMenuItem),
  })
  .register(wireSchemas, { id: 'Header' })

export type WireMetaAttribute = z.infer<typeof wireMetaAttribute>
export type WireMeta = z.infer<typeof wireMeta>
export type WireGroupPage = z.infer<typeof wireGroupPage>
export type WireGroup = z.infer<typeof wireGroup>
export type WireSection = z.infer<typeof wireSection>
export type WirePage = z.infer<typeof wirePage>
export type WireJob = z.infer<typeof wireJob>
export type WireCountry = z.infer<typeof wireCountry>
export type WireJobList = z.infer<typeof wireJobList>
export type WireMenuPage = z.infer<typeof wireMenuPage>
export type WireMenuItem = z.infer<typeof wireMenuItem>
export type WireHeader = z.infer<typeof wireHeader>

/** Every success body of /api is wrapped like this. */
export type WireEnvelope<T> = { data: T }
