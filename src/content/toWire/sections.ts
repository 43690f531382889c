import type { WireObject, WireSection } from '../wire'
import { type Localized, twin } from './localized'
import { type MediaDoc, wireImage } from './media'

/** A section block as Payload returns it with `locale: 'all'` and depth 1. */
export type SectionBlockDoc = {
  id?: string | null
  blockType: string
} & Record<string, unknown>

type CoverDoc = {
  title?: Localized<string>
  description?: Localized<string>
  buttonText?: Localized<string>
  buttonLink?: string | null
  image?: MediaDoc | number | null
}

function cover(block: CoverDoc): WireObject {
  return {
    ...twin('title', block.title),
    ...twin('description', block.description),
    ...twin('buttonText', block.buttonText),
    button_link: block.buttonLink ?? null,
    ...wireImage('image', block.image),
  }
}

type SectionContent = { content: WireObject; items?: WireObject[] }

const builders: Record<string, (block: never) => SectionContent> = {
  cover: (block: CoverDoc) => ({ content: cover(block) }),
}

/** Maps one CMS block to a wire section; `order` is its position on the page. */
export function sectionToWire(block: SectionBlockDoc, index: number): WireSection | null {
  const build = builders[block.blockType] as ((b: SectionBlockDoc) => SectionContent) | undefined
  if (!build) return null
  const { content, items = [] } = build(block)
  const id = block.id ?? `${block.blockType}-${index}`
  return {
    id,
    order: index,
    section: { name: block.blockType },
    content,
    repeatable_content: items.map((item, i) => ({ id: `${id}-${i}`, content: item })),
  }
}
