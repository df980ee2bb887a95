/**
 * What a hosted form (Google Forms, Microsoft Forms, Tally…) needs of its frame, and no
 * more: allow-scripts (the forms are applications), allow-forms (to send the answers),
 * allow-same-origin (the form keeps its own origin, for its cookies, storage and
 * anti-forgery tokens; without it every form host refuses to work), allow-popups (its
 * links and sign-in open in a new tab). Never allow-top-navigation: the form cannot move
 * this page elsewhere. The site's policy lets only the hosts of site.yaml's forms load
 * in a frame (pipeline/head/contentSecurityPolicy.ts). Spread on every form's <iframe>.
 */
export const FORM_FRAME = {
  sandbox: 'allow-scripts allow-forms allow-same-origin allow-popups',
  referrerPolicy: 'strict-origin-when-cross-origin',
} as const
