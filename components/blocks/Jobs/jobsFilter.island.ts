/** The careers filter: a chosen location (or Search) shows the jobs there, or the empty state. */
import { filterJobs } from './filterJobs.js'

export function start(block: HTMLElement): void {
  const form = block.querySelector('form')!
  const select = form.querySelector('select')!
  const list = block.querySelector('ul')!
  const empty = block.querySelector<HTMLElement>('[data-jobs-empty]')!
  const jobs = [...list.querySelectorAll<HTMLElement>(':scope > li')].map((element) => ({
    element,
    location: element.dataset.location ?? '',
  }))

  const show = (location: string) => {
    const shown = filterJobs(jobs, location).map((job) => job.element)
    list.replaceChildren(...shown)
    list.hidden = shown.length === 0
    empty.hidden = shown.length > 0
  }
  select.addEventListener('change', () => show(select.value))
  form.addEventListener('submit', (event) => {
    event.preventDefault()
    show(select.value)
  })
}
