// Where the browser tests find Chromium: PUPPETEER_EXECUTABLE_PATH, else the usual system paths. One place, so the
// early check (scripts/check-chromium.mjs), the e2e setup and the tests agree.
const { existsSync } = require('node:fs')

const SYSTEM_PATHS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome']

function chromiumCandidates() {
  return [process.env.PUPPETEER_EXECUTABLE_PATH, ...SYSTEM_PATHS].filter(Boolean)
}

/** The first candidate that exists, or null. */
function findChromium(candidates = chromiumCandidates()) {
  return candidates.find((p) => existsSync(p)) ?? null
}

/** The one message shown when no Chromium is found, with what to do about it. */
function missingChromiumMessage() {
  return [
    'No Chromium found for the browser (e2e) tests.',
    `Looked at: ${chromiumCandidates().join(', ')}.`,
    "Install Debian's Chromium:   sudo apt-get update && sudo apt-get install -y chromium",
    'or point the tests at a Chrome or Chromium you have:   export PUPPETEER_EXECUTABLE_PATH=/path/to/chrome',
    'The unit tests alone need no browser:   npm run test:unit',
  ].join('\n')
}

module.exports = { chromiumCandidates, findChromium, missingChromiumMessage }
