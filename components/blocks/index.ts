/** Block type → component. Keep in step with renderer/schema/blocks.ts (a test checks). */
import type { BlockType } from '../../renderer/schema/blocks.js'
import type { BlockProps } from './types.js'
import { Hero } from './Hero/Hero.js'
import { Prose } from './Prose/Prose.js'
import { Cards } from './Cards/Cards.js'
import { Faq } from './Faq/Faq.js'
import { CallToAction } from './CallToAction/CallToAction.js'
import { ServiceList } from './ServiceList/ServiceList.js'

export const blockComponents: { [T in BlockType]: (props: BlockProps<T>) => React.ReactNode } = {
  hero: Hero,
  prose: Prose,
  cards: Cards,
  faq: Faq,
  cta: CallToAction,
  'service-list': ServiceList,
}
