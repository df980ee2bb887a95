import styles from './DashboardMockup.module.scss'

const BARS = [42, 68, 55, 80, 62, 90, 74]

/** A decorative dashboard drawn in HTML and CSS (no picture to download). */
export function DashboardMockup() {
  return (
    <div className={styles.dashboard} aria-hidden="true">
      <div className={styles.bar}>
        <span className={styles.dots}>
          <i />
          <i />
          <i />
        </span>
        <span className={styles.status}>
          <span className={styles.pulse} />
          System Online
        </span>
      </div>
      <div className={styles.metrics}>
        <div>
          <b>99.9%</b>
          <small>Uptime</small>
        </div>
        <div>
          <b>24/7</b>
          <small>Monitoring</small>
        </div>
        <div>
          <b>0</b>
          <small>Threats open</small>
        </div>
      </div>
      <div className={styles.chart}>
        {BARS.map((height, index) => (
          <span key={index} style={{ height: `${height}%` }} />
        ))}
      </div>
    </div>
  )
}
