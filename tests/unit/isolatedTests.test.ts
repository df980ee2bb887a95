/** Every unit, build, security or browser test file that changes a module's state for the process runs isolated (tests/helpers/isolatedTests.ts). */
import { readdirSync, readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { CHANGES_PROCESS_STATE, ISOLATED_TEST_FILES } from '../helpers/isolatedTests.js'

it('lists each test file that mocks, spies or sets the environment or a global, and no other', () => {
  const changing = ['tests/unit', 'tests/build', 'tests/security', 'tests/browser']
    .flatMap((folder) => readdirSync(folder).map((name) => `${folder}/${name}`))
    .filter((file) => file.endsWith('.test.ts') && file !== 'tests/unit/isolatedTests.test.ts')
    .filter((file) => CHANGES_PROCESS_STATE.test(readFileSync(file, 'utf8')))
  expect([...ISOLATED_TEST_FILES].sort()).toEqual(changing.sort())
})
