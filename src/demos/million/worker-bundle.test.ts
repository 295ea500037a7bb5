// The worker script the site serves is the current worker source, bundled: a change to the family or the protocol
// without `node scripts/build-million-worker.mjs` would leave the demo running old code.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

const ROOT = join(__dirname, '..', '..', '..')

it('static/workers/million-family.worker.js is built from the current source', () => {
  const fresh = execFileSync(process.execPath, [join(ROOT, 'scripts', 'build-million-worker.mjs'), '--print'], {
    encoding: 'utf8',
    maxBuffer: 1 << 24,
  })
  expect(fresh).toContain('postMessage')
  const served = readFileSync(join(ROOT, 'static', 'workers', 'million-family.worker.js'), 'utf8')
  expect(served === fresh).toBe(true)
})
