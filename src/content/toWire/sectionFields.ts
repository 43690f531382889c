import type { SectionBlock } from './sections'

/** A field's entry: a group or a list of rows names its own fields; anything else is `true`. */
type Entry<V> = [V] extends [{ root: unknown }] // rich text
  ? true
  : number extends V // an upload or relationship: the related document or its id
    ? true
    : [V] extends [readonly (infer Row)[]]
      ? number extends Row
        ? true
        : [Row] extends [object]
          ? FieldNames<Row>
          : true
      : [V] extends [object]
        ? FieldNames<V>
        : true

/** Every data field of a generated type, none left out and none it does not have. */
type FieldNames<T> = {
  [K in Exclude<keyof T, 'id' | 'blockName' | 'blockType'>]-?: Entry<NonNullable<T[K]>>
}

/**
 * The fields each section kind's wire content is made of, by the names of the types generated
 * from the block configs. `sectionToWire` reads a block by its config's field names, which no type
 * checks; this table does: a field renamed or removed in a block config (and the types
 * regenerated) no longer type-checks here, rather than silently leaving the wire without it and
 * the site with an empty value. A unit test keeps it equal to the configs themselves.
 */
export const sectionFields = {
  cover: { title: true, description: true, image: true, buttonText: true, button_link: true },
  full_banner: { title: true, description: true, image: true },
  banner: { title: true, description: true, backgroundImage: true, logo: true },
  single_blog: { header: true, description: true, button_text: true, button_url: true },
  image_blog: { header: true, description: true, image: true, button_text: true, button_url: true },
  single_image: { image: true },
  single_blog_dropdown: {
    header: true,
    description: true,
    items: { title: true, description: true },
  },
  card: {
    header: true,
    items: {
      logo: true,
      title: true,
      description: true,
      redirectText: true,
      redirectUrl: true,
      choose_type: { type: true, value: true },
    },
  },
  slider: {
    header: true,
    items: {
      imageUrl: true,
      title: true,
      description: true,
      redirectText: true,
      choose_type: { type: true, value: true },
    },
  },
  largeSlider: {
    title: true,
    description: true,
    viewAllButtonText: true,
    button_link: true,
    items: { imageUrl: true, title: true, description: true, buttonText: true, button_link: true },
  },
  shortcuts: {
    header: true,
    items: { icon: true, title: true, description: true, choose_type: { type: true, value: true } },
  },
  statistics: { header: true, items: { header: true, title: true } },
  checklist: {
    header: true,
    items: { title: true, description: true },
    button_text: true,
    button_url: true,
  },
  multiple_title: {
    header: true,
    items: { title: true, description: true, link_text: true, link_url: true },
  },
  tags_accordion: {
    header: true,
    description: true,
    tags: { tag: true, text: true },
    button_text: true,
    button_url: true,
  },
  faq: { header: true, items: { question: true, answer: true } },
  links_list: { header: true, items: { text: true, text_url: true } },
  redirect_section: { title: true, description: true, button_text: true, button_url: true },
  whoWeAre: {
    title: true,
    subTitle: true,
    description: true,
    image: true,
    socialMedia: {
      socialTitle: true,
      socialDescription: true,
      socialLinks: { icon: true, name: true, url: true },
    },
  },
  contact_information: {
    title: true,
    description: true,
    phone_number: true,
    email: true,
    opening_hours: true,
    socialLinks: { twitter: true, linkedin: true, instagram: true, facebook: true },
    button_text: true,
    button_url: true,
  },
  our_branches: {
    header: true,
    items: {
      branchTitle: true,
      location: true,
      address: true,
      poBox: true,
      phone: true,
      fax: true,
      iframeUrl: true,
    },
  },
  annual_reports: {
    header: true,
    items: {
      year: true,
      year_ar: true,
      yearly: true,
      yearly_ar: true,
      q1: true,
      q1_ar: true,
      q2: true,
      q2_ar: true,
      q3: true,
      q3_ar: true,
      q4: true,
      q4_ar: true,
    },
  },
  board_table: { header: true, items: { name: true, position: true, members: true } },
  insurance_plans_report: {
    header: true,
    items: { title: true, plan1: true, plan2: true, plan3: true },
  },
  customer_rights_section: {
    header: true,
    description: true,
    items: { pdfTitle: true, pdf: true, pdf_ar: true },
  },
  job_component: { header: true, jobs: true, limit: true },
  interested_to_join: { title: true, description: true, button_text: true, button_url: true },
  form: {
    header: true,
    items: { input_label: true, input_text: true },
    button_text: true,
    button_url: true,
  },
} satisfies { [B in SectionBlock as B['blockType']]: FieldNames<B> }
