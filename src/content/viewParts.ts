/**
 * The small views several section views are built from. They import nothing, so the mappers and
 * the union in view.ts can both use them without importing each other.
 */

export type LinkView = { text: string; href: string; external: boolean }

export type ImageView = { src: string; alt: string }

/** A card's or slider card's link; `download` when the editor chose a file (spec §2.5). */
export type CardLinkView = LinkView & { download: boolean }

/** A value to show as written and the address it opens (`tel:` / `mailto:`). */
export type ContactLinkView = { text: string; href: string }

/** A page in a menu: the header's dropdowns and a page group's side menu. */
export type MenuLinkView = { title: string; href: string }

/** A section that is a heading over a list of items. */
export type HeadedListView<Kind extends string, Item> = {
  kind: Kind
  id: string
  header: string
  items: Item[]
}
