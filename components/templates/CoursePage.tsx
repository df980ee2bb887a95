import type { PageOf } from '../../pipeline/shared/types.js'
import type { PageData } from '../../pipeline/page/pageData.js'
import { Sections } from '../blocks/Sections.js'
import { formatUgx } from '../../pipeline/shared/format.js'
import { ApplyButton } from '../ui/ApplicationDialog.js'
import { Icon } from '../ui/Icon.js'
import styles from './CoursePage.module.scss'

/** A Skill Up course, all from its file in content/courses/, then its own sections. */
export function CoursePage({ page, pageData }: { page: PageOf<'course'>; pageData: PageData }) {
  const { data } = page
  const { frame } = pageData
  const question = encodeURIComponent(
    `Hello ${frame.shortName}! I have a question about the ${data.menuTitle} course of the Skill Up Programme.`,
  )
  return (
    <>
      <section className={styles.hero}>
        <div className="container">
          <p className={styles.eyebrow}>Skill Up Programme</p>
          <h1 className={styles.title}>{data.title}</h1>
          <p className={styles.summary}>{data.summary}</p>
          <div className={styles.actions}>
            <ApplyButton formUrl={frame.forms.application} resource={{ title: data.menuTitle, type: 'Course' }}>
              Enroll Now: {formatUgx(data.total)}
            </ApplyButton>
            <a
              className="button button--secondary"
              href={`https://wa.me/${frame.phoneDigits}?text=${question}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Ask a Question on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </div>
        </div>
      </section>

      <section className="section">
        <ul className={`container ${styles.info}`}>
          <li>
            <Icon name="calendar" />
            <h2>{data.duration}</h2>
            <p>
              {frame.skillUp.schedule}. {frame.skillUp.mode}.
            </p>
          </li>
          <li>
            <Icon name="users" />
            <h2>{data.classSize} students per class</h2>
            <p>
              Small groups, so every student gets attention
              {data.liveProjects ? `, and ${data.liveProjects}+ live projects for your portfolio` : ''}.
            </p>
          </li>
          <li>
            <Icon name="banknote" />
            <h2>{formatUgx(data.total)}</h2>
            <p>
              {formatUgx(data.fee)} course fee + {formatUgx(data.additionalFee)} additional fees. {frame.skillUp.paymentPlan}
            </p>
          </li>
        </ul>
      </section>

      <section className="section" aria-labelledby="curriculum-heading">
        <div className="container">
          <h2 id="curriculum-heading" className="section-heading">
            Curriculum
          </h2>
          <ol className={styles.curriculum}>
            {data.curriculum.map((block) => (
              <li key={block.weeks}>
                <p className={styles.weeks}>{block.weeks}</p>
                <h3>{block.title}</h3>
                <ul>
                  {block.topics.map((topic) => (
                    <li key={topic}>{topic}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section">
        <div className={`container ${styles.lists}`}>
          <div>
            <h2 className="section-heading">Skills You'll Gain</h2>
            <ul>
              {data.skills.map((skill) => (
                <li key={skill}>{skill}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="section-heading">Tools You'll Use</h2>
            <ul>
              {data.tools.map((tool) => (
                <li key={tool}>{tool}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2 className="section-heading">By the End You Can</h2>
            <ul>
              {data.outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Sections sections={data.sections} body={page.body} pageData={pageData} />
    </>
  )
}
