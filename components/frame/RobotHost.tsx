import { islandAttributes } from '../islands/Island.js'
import styles from './RobotHost.module.scss'

/**
 * Where the decorative 3D robot appears: fixed in the bottom-left corner on wide screens,
 * and on phones in a space of its own at the foot of the page, so it never covers text or
 * buttons. The space is reserved in the HTML, so nothing moves when the robot arrives.
 */
export function RobotHost() {
  return <div className={styles.robot} aria-hidden="true" data-testid="robot" {...islandAttributes('robot', 'idle')} />
}
