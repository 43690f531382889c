import type { Block } from 'payload'

import { CoverBlock } from './cover/config'

/** Every section kind an editor can add to a page, in the order the admin offers them. */
export const sectionBlocks: Block[] = [CoverBlock]
