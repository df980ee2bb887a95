/** A job matches a location when its location text contains the value, in any case. */
export const ALL_LOCATIONS = 'all'

export function filterJobs<Job extends { location: string }>(jobs: Job[], location: string): Job[] {
  if (location === ALL_LOCATIONS) return jobs
  const wanted = location.toLowerCase()
  return jobs.filter((job) => job.location.toLowerCase().includes(wanted))
}
