// The test commands a contributor runs: a missing Chromium is reported once, before the slow build, with the fix.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const root = join(__dirname, '..', '..')
const chromium = require(join(root, 'e2e', 'helpers', 'chromium-path.js')) as {
  findChromium(candidates?: string[]): string | null
  missingChromiumMessage(): string
}
const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts as Record<string, string>

describe('test commands', () => {
  it('npm test checks for Chromium before it builds the site, and the unit tests need neither', () => {
    const steps = scripts.test.split('&&').map((s) => s.trim())
    expect(steps.indexOf('npm run check:browser')).toBeGreaterThanOrEqual(0)
    // The unit tests built the library (test:lib); the site's build follows the Chromium check.
    expect(steps.indexOf('npm run build:site')).toBeGreaterThan(0)
    expect(steps.indexOf('npm run check:browser')).toBeLessThan(steps.indexOf('npm run build:site'))
    expect(steps.indexOf('npm run test:unit')).toBeLessThan(steps.indexOf('npm run build:site'))
    // The fast checks fail first: lint and format, then the unit tests, before the Chromium check and the build.
    expect(steps.slice(0, 3)).toEqual(['npm run lint', 'npm run format:check', 'npm run test:unit'])
    expect(scripts['test:unit']).not.toMatch(/\bbuild\b(?!:lib)|e2e/)
  })

  it('names the install command when no Chromium is found', () => {
    expect(chromium.findChromium(['/no/such/chromium', '/nor/this'])).toBeNull()
    const message = chromium.missingChromiumMessage()
    expect(message).toContain('apt-get install -y chromium')
    expect(message).toContain('PUPPETEER_EXECUTABLE_PATH')
    expect(message).toContain('npm run test:unit')
  })
})
