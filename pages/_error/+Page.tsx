// https://vike.dev/error-page
export { Page }

import { NotFound } from '../../components/NotFound.js'

function Page() {
  return <NotFound />
}
