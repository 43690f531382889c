import type { SectionKind, SectionView } from '@/content/view'

/**
 * What RenderSections gives a kind's component: the section's view, and whether it comes first.
 * Apart from sectionKind.ts, which the views themselves stand on.
 */
export type SectionProps<Kind extends SectionKind> = {
  section: Extract<SectionView, { kind: Kind }>
  /** True for the first section of the page: its image is the one to load first. */
  priority: boolean
}
