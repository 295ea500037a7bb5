// The gallery's thumbnails stay in step with the examples: each example page has a picture, made from the current
// version of its page, code and data (the content hash in src/gallery/thumbnails.json), small and in WebP.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
const { THUMBNAIL_DIR, collectExamples, readManifest, staleThumbnails } = require('./catalog')

const root = join(__dirname, '..', '..')
const examples: { route: string; thumbnail: string }[] = collectExamples(root)
const FIX = 'Run `npm run build && npm run thumbnails` and commit static/img/gallery and src/gallery/thumbnails.json.'
/** Cards show them at most about 480 px wide: a thumbnail over this size is a screenshot gone wrong. */
const MAX_BYTES = 30 * 1024

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : [join(dir, e.name)],
  )
}

describe('example thumbnails', () => {
  it('exist for every example and match its current page, code and data', () => {
    const problems: { route: string; reason: string }[] = staleThumbnails(root)
    if (problems.length) {
      throw new Error(
        `Example thumbnails are missing or stale:\n${problems.map((p) => `- ${p.route}: ${p.reason}`).join('\n')}\n${FIX}`,
      )
    }
  })

  it('are small WebP images', () => {
    for (const { route, thumbnail } of examples) {
      const file = join(root, 'static', thumbnail)
      if (!existsSync(file)) continue // reported by the test above
      const bytes = readFileSync(file)
      expect({
        route,
        riff: bytes.subarray(0, 4).toString('latin1'),
        webp: bytes.subarray(8, 12).toString('latin1'),
      }).toEqual({ route, riff: 'RIFF', webp: 'WEBP' })
      expect({ route, small: statSync(file).size <= MAX_BYTES }).toEqual({ route, small: true })
    }
  })

  it('leave no picture or manifest entry behind for an example that is gone', () => {
    const routes = new Set(examples.map((e) => e.route))
    const orphans = [
      ...Object.keys(readManifest(root).examples).filter((r) => !routes.has(r)),
      ...walk(join(root, THUMBNAIL_DIR))
        .map((f) =>
          relative(join(root, THUMBNAIL_DIR), f)
            .split('\\')
            .join('/')
            .replace(/\.webp$/, ''),
        )
        .filter((r) => !routes.has(r)),
    ]
    if (orphans.length) throw new Error(`Thumbnails of examples that no longer exist: ${orphans.join(', ')}. ${FIX}`)
  })
})
