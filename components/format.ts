/** "2025-05-03" → "May 3, 2025", the same on every machine (no time zone involved). */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))
}

/** 950000 → "UGX 950,000" */
export const formatUgx = (amount: number) => `UGX ${amount.toLocaleString('en-US')}`
