/**
 * The site's addresses as the content manager's page sees them, wherever the site is served:
 * at the root of its domain or below a base path (/website/admin/ → /website/). What
 * editors write (/images/x.jpg, /contact) never holds the base; what the browser fetches does.
 */

/** The folder of /admin, with the base path before it: /admin/ or /website/admin/. */
const adminFolder = () => location.pathname.replace(/\/admin(\/.*)?$/, '/admin/')

/** A file beside the content manager's page: config.yml → /website/admin/config.yml. */
export const adminFile = (name: string) => `${adminFolder()}${name}`

/** An address of the site as the browser fetches it: /api/cms/check → /website/api/cms/check. */
export const siteAddress = (address: string) => `${adminFolder().slice(0, -'admin/'.length)}${address.replace(/^\//, '')}`
