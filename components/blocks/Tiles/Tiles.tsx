import { ActionLink } from '../../ui/ActionLink.js'
import { Icon } from '../../ui/Icon.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Tiles.module.scss'

type Tile = BlockProps<'tiles'>['block']['items'][number]

function TileContent({ tile }: { tile: Tile }) {
  return (
    <>
      {tile.icon && <Icon name={tile.icon} size={28} className={styles.icon} />}
      <span className={styles.name}>{tile.name}</span>
      {tile.caption && <span className={styles.caption}>{tile.caption}</span>}
    </>
  )
}

export function Tiles({ block }: BlockProps<'tiles'>) {
  return (
    <BlockSection block={block}>
      <ul className={styles.grid}>
        {block.items.map((tile) => {
          const external = tile.href && /^https?:\/\//.test(tile.href)
          return (
            <li key={tile.name}>
              {tile.href ? (
                <a
                  className={`${styles.tile} ${styles.link}`}
                  href={tile.href}
                  {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
                >
                  <TileContent tile={tile} />
                  {external && <span className="visually-hidden"> (opens in a new tab)</span>}
                </a>
              ) : (
                <div className={styles.tile}>
                  <TileContent tile={tile} />
                </div>
              )}
            </li>
          )
        })}
      </ul>
      {block.action && (
        <p className={styles.action}>
          <ActionLink action={block.action} />
        </p>
      )}
    </BlockSection>
  )
}
