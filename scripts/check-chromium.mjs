// Fails at once, with the install command, when the browser tests would have no Chromium to run: `npm test` calls
// it before the production build, so a missing browser costs seconds, not minutes of build and repeated failures.
import { execFileSync } from 'node:child_process'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const { findChromium, missingChromiumMessage } = require('../e2e/helpers/chromium-path.js')

const path = findChromium()
if (!path) {
  console.error(missingChromiumMessage())
  process.exit(1)
}
try {
  const version = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 20000 }).trim()
  console.log(`Browser tests will use ${version} (${path}).`)
} catch (err) {
  console.error(`Chromium at ${path} does not start: ${err.message.split('\n')[0]}\n\n${missingChromiumMessage()}`)
  process.exit(1)
}
