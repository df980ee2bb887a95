import type { Root } from 'hast'
import type { BlockSource, BlockType } from '../../model/blocks/index.js'
import type { Resolved } from '../../renderer/pipeline/types.js'

/** A block as its component receives it: links, Markdown and pictures resolved. */
export type ResolvedBlock = Resolved<BlockSource>
type BlockOf<T extends BlockType> = Extract<ResolvedBlock, { type: T }>

/** Props of every block component; `body` is the page's Markdown body (used by prose). */
export type BlockProps<T extends BlockType> = { block: BlockOf<T>; body: Root | null }
