/**
 * The day the site is built and checked for, on Node: today in Kampala, or the day
 * SITE_TODAY names (to preview a day, and in tests). The browser's check has no such setting.
 */
import { todayInKampala } from '../pipeline/resolve/schedule.js'

export const siteToday = (): string => process.env.SITE_TODAY ?? todayInKampala()
