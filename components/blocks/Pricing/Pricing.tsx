import { Markdown } from '../../markdown.js'
import { ApplyButton } from '../../ui/ApplicationDialog.js'
import { formatUgx } from '../../../pipeline/shared/format.js'
import type { BlockProps } from '../types.js'
import { BlockSection } from '../BlockSection.js'
import styles from './Pricing.module.scss'

/** The same rows twice: a table for wide screens, cards for phones (CSS shows one). */
export function Pricing({ block, pageData }: BlockProps<'pricing'>) {
  const courses = pageData.courses ?? []
  const enroll = (name: string) => (
    <ApplyButton formUrl={pageData.frame.forms.application} resource={{ title: name, type: 'Course' }} className="button button--primary">
      Enroll<span className="visually-hidden"> in {name}</span>
    </ApplyButton>
  )
  return (
    <BlockSection block={block}>
      <div className={styles.table} data-testid="pricing-table">
        <table>
          <caption className="visually-hidden">Course fees in Uganda shillings</caption>
          <thead>
            <tr>
              <th scope="col">Course</th>
              <th scope="col">Course fee</th>
              <th scope="col">Additional fees</th>
              <th scope="col">Total</th>
              <th scope="col">
                <span className="visually-hidden">Enroll</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {courses.map((course) => (
              <tr key={course.href}>
                <th scope="row">
                  <a href={course.href}>{course.pricingName}</a>
                </th>
                <td>{formatUgx(course.fee)}</td>
                <td>{formatUgx(course.additionalFee)}</td>
                <td>
                  <strong>{formatUgx(course.total)}</strong>
                </td>
                <td>{enroll(course.pricingName)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className={styles.cards} data-testid="pricing-cards">
        {courses.map((course) => (
          <li key={course.href} className={styles.card}>
            <h3>
              <a href={course.href}>{course.pricingName}</a>
            </h3>
            <dl>
              <div>
                <dt>Course fee</dt>
                <dd>{formatUgx(course.fee)}</dd>
              </div>
              <div>
                <dt>Additional fees</dt>
                <dd>{formatUgx(course.additionalFee)}</dd>
              </div>
              <div>
                <dt>Total</dt>
                <dd>
                  <strong>{formatUgx(course.total)}</strong>
                </dd>
              </div>
            </dl>
            {enroll(course.pricingName)}
          </li>
        ))}
      </ul>
      {block.note && <Markdown tree={block.note} className={styles.note} />}
    </BlockSection>
  )
}
