import type { Root } from 'hast'
import type { BlockSource, BlockType } from '../../model/blocks/index.js'
import type { PageData } from '../../pipeline/page/pageData.js'
import type { Resolved } from '../../pipeline/shared/types.js'

/** A block as its component receives it: links, Markdown and pictures resolved. */
export type ResolvedBlock = Resolved<BlockSource>
type BlockOf<T extends BlockType> = Extract<ResolvedBlock, { type: T }>

/**
 * Props of every block component: `body` is the page's Markdown body (used by prose), and
 * `pageData` what the build handed the page (the frame's contacts and forms, the courses,
 * testimonials and listing it shows), for the blocks that show more than their own fields.
 */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; body: Root | null; pageData: PageData }
