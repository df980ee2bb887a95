/**
 * content/site.yaml: every fact that belongs to the site owner, in one file. Pages read
 * these values (in text as {{site.phone}}); no page repeats them.
 */
import { z } from 'zod'
import { icon, link, text } from './fields.js'

const httpsUrl = () => z.url({ protocol: /^https$/, error: 'must be a full address starting with https://' })
const email = () => z.email({ error: 'must be an e-mail address such as info@example.com' })
const time = () => z.string().regex(/^\d{2}:\d{2}$/, { error: 'must be a 24-hour time such as 08:00' })
const weekday = z.enum(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'])

const navLink = z.strictObject({ label: text(), href: link() })

/** Lists of pages the build fills in from the content, so a new page appears by itself. */
const derivedList = z.enum(['services', 'courses', 'articles'])

export const siteSchema = z.strictObject({
  name: text().describe('the brand name, e.g. Nile Ridge Technologies'),
  shortName: text(),
  legalName: text(),
  parentOrganization: text(),
  founder: text(),
  foundingYear: z.int().min(1900).max(2100).describe('used in structured data'),
  // Where canonical links, the sitemap, the feed and the JSON-LD point, and which origin no
  // form may frame: the deploy's setting (site/deploy.ts), never one merged content change away.
  url: z
    .never({
      error:
        'is no longer set here: the site’s address belongs to whoever publishes it, in site/deploy.ts (docs/going-live.md, step 3). Remove the url: line',
    })
    .optional(),
  logo: text().regex(/^\/images\//, { error: 'must be a file in content/images, written /images/logo.svg' }),
  shareImage: text()
    .regex(/^\/images\/.+\.(png|jpe?g)$/, {
      error: 'must be a PNG or JPEG in content/images (social networks do not show SVG), written /images/share.png',
    })
    .describe('the picture shown when a page without its own picture is shared'),
  description: text().max(170),
  locale: z.string().default('en_UG'),
  language: z.string().default('en'),
  phone: text().regex(/^\+[\d ]+$/, { error: 'must be written in international form, e.g. +256 700 123 456' }),
  emails: z.strictObject({ info: email(), support: email(), careers: email() }),
  address: z.strictObject({
    street: text(),
    locality: text(),
    region: text(),
    country: z.string().length(2, { error: 'must be a two-letter country code such as UG' }),
    countryName: text(),
  }),
  geo: z.strictObject({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  openingHours: z
    .array(z.strictObject({ days: z.array(weekday).min(1), opens: time(), closes: time() }))
    .min(1)
    .describe('the hours given to search engines'),
  contactHours: text().describe('the hours shown on the contact page, e.g. Mon-Fri 9:00 AM - 5:00 PM'),
  social: z.strictObject({ twitter: httpsUrl(), facebook: httpsUrl(), tiktok: httpsUrl(), linkedin: httpsUrl(), youtube: httpsUrl() }),
  forms: z.strictObject({ enquiry: httpsUrl(), application: httpsUrl(), newsletter: httpsUrl() }),
  whatsappGreeting: text().describe('the message a WhatsApp chat starts with'),
  rating: z.strictObject({
    shown: text().describe('the rating shown on the footer and home page, e.g. 4.9/5'),
    value: z.number().min(0).max(5).describe('the rating in structured data'),
    count: z.int().min(1),
    worst: z.number(),
    best: z.number(),
  }),
  contactPoint: z.strictObject({ type: text(), areaServed: z.array(text()).min(1), languages: z.array(text()).min(1) }),
  offers: z.strictObject({ currency: z.string().length(3), lowPrice: z.int(), highPrice: z.int(), count: z.int() }),
  paymentAccepted: z.array(text()).min(1),
  authors: z.record(
    z.string().regex(/^[a-z0-9-]+$/, { error: 'author keys use lowercase letters, digits and hyphens' }),
    z.strictObject({ name: text(), role: text(), bio: text(), linkedin: httpsUrl() }),
  ),
  navigation: z.strictObject({
    header: z
      .array(
        z.strictObject({
          label: text(),
          href: link(),
          menu: derivedList.optional().describe('services: this item opens the services dropdown'),
        }),
      )
      .min(1),
    headerButton: navLink.describe('the button at the end of the header menu'),
    footer: z
      .array(
        z.strictObject({
          heading: text(),
          links: z.array(navLink).default([]),
          include: derivedList
            .optional()
            .describe('append every page of this list: services, courses, or the latest footerArticleCount articles'),
        }),
      )
      .default([]),
    footerArticlesHeading: text().describe('the heading of the row of latest articles in the footer'),
    footerArticleCount: z
      .int()
      .min(0)
      .max(12)
      .default(4)
      .describe('how many of the latest articles the footer lists (every page repeats them, so a few)'),
    legal: z.array(navLink).default([]),
  }),
  breadcrumbs: z
    .record(z.string(), z.strictObject({ label: text(), href: link().optional() }))
    .default({})
    .describe('labels (and targets) for path segments, e.g. courses: Skill Up Programme'),
  trustBadges: z.array(z.strictObject({ label: text(), icon: icon() })).default([]),
  contactTooltip: text().describe('the tooltip of the floating WhatsApp button'),
  skillUp: z.strictObject({
    venue: text().describe('where the Skill Up classes take place'),
    schedule: text().describe('e.g. Monday, Wednesday and Friday, 6:00 PM to 8:30 PM'),
    mode: text().describe('e.g. Physical classes only'),
    paymentPlan: text().describe('how fees are paid, shown on every course page'),
  }),
  testimonials: z
    .array(z.strictObject({ name: text(), role: text(), company: text(), quote: text() }))
    .default([])
    .describe('what clients say; shown by every testimonials block'),
  // Where editors log in decides who receives their GitHub token: the developers' setting
  // (site/cms/backend.ts), never one merged content change away.
  cms: z
    .never({
      error:
        'is no longer set here: where the content manager saves and which service logs editors in are the developers’ settings, in site/cms/backend.ts (docs/going-live.md, step 4). Remove cms: and the lines under it',
    })
    .optional(),
  placeholders: z
    .record(text(), text())
    .default({})
    .describe(
      'fields that still hold sample values, each with the fingerprint of its sample: the build reminds you to replace them until they change',
    ),
})

export type SiteSettings = z.output<typeof siteSchema>
