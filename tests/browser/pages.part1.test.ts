/** Every page (half of them: part 1), at 390 and 1366 px: see tests/helpers/everyPage.ts. */
import { describeEveryPage } from '../helpers/everyPage.js'

describeEveryPage(1)
