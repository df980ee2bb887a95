// One formatter for the whole build: creating an Intl.DateTimeFormat is costly, and a
// listing of a large blog formats thousands of dates.
const dateFormat = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' })

/** "2025-05-03" → "May 3, 2025", the same on every machine (no time zone involved). */
export function formatDate(isoDate: string): string {
  return dateFormat.format(new Date(`${isoDate}T00:00:00Z`))
}

/** 950000 → "UGX 950,000" */
export const formatUgx = (amount: number) => `UGX ${amount.toLocaleString('en-US')}`
