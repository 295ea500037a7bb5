// The catalog of example pages (examples/**/*.mdx) and the inputs each one's picture is made from. Plain CommonJS:
// the gallery plugin, the thumbnail script and the unit tests all read it.
const fs = require('node:fs')
const path = require('node:path')
const { createHash } = require('node:crypto')
const yaml = require('js-yaml')

/** The sidebar's groups, in its order: legacy examples, v2 examples, additional demos. */
const GROUPS = [
  {
    id: 'old',
    label: 'Old',
    title: 'Old examples',
    blurb: 'The first examples, written in the older style: setCard(f3.CardHtml) and friends.',
  },
  {
    id: 'new',
    label: 'New',
    title: 'New examples (v2)',
    blurb: 'The same ideas and more in the current style: setCardHtml(), setCardSvg() and editTree().',
  },
  {
    id: 'add',
    label: 'Add',
    title: 'Additional demos',
    blurb:
      'Bigger demos built on the public API: permissions, kinship, restrictions, custom forms, ten thousand people.',
  },
]

/** Where the thumbnails live (served at /img/gallery/...), and the manifest of what each was made from. */
const THUMBNAIL_DIR = path.join('static', 'img', 'gallery')
const MANIFEST_FILE = path.join('src', 'gallery', 'thumbnails.json')

function groupOf(route) {
  if (route.startsWith('v2/')) return 'new'
  if (route.startsWith('additional/')) return 'add'
  return 'old'
}

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    return e.isDirectory() ? walk(full) : [full]
  })
}

/** The YAML front matter of an MDX page (an empty object when it has none). */
function frontMatter(text, file) {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/.exec(text)
  if (!match) return {}
  const data = yaml.load(match[1])
  if (data === null || typeof data !== 'object') throw new Error(`${file}: front matter is not a YAML mapping`)
  return data
}

/**
 * Every example page, grouped and ordered like the examples sidebar: by group, then sidebar_position.
 * @returns {{ route: string, path: string, group: string, title: string, label: string, description: string, position: number, file: string, thumbnail: string }[]}
 */
function collectExamples(siteDir) {
  const dir = path.join(siteDir, 'examples')
  const pages = walk(dir).filter((f) => f.endsWith('.mdx') && !path.basename(f).startsWith('_'))
  const examples = pages.map((file) => {
    const route = path
      .relative(dir, file)
      .split(path.sep)
      .join('/')
      .replace(/\.mdx$/, '')
    const meta = frontMatter(fs.readFileSync(file, 'utf8'), file)
    if (!meta.title || !meta.description)
      throw new Error(
        `${path.relative(siteDir, file)}: the gallery needs a title and a description in the front matter`,
      )
    return {
      route,
      path: `/examples/${route}`,
      group: groupOf(route),
      title: String(meta.title),
      label: String(meta.sidebar_label ?? meta.title),
      description: String(meta.description),
      position: Number(meta.sidebar_position ?? Number.MAX_SAFE_INTEGER),
      file: path.relative(siteDir, file).split(path.sep).join('/'),
      thumbnail: `img/gallery/${route}.webp`,
    }
  })
  const order = GROUPS.map((g) => g.id)
  return examples.sort(
    (a, b) =>
      order.indexOf(a.group) - order.indexOf(b.group) || a.position - b.position || a.route.localeCompare(b.route),
  )
}

/** `@site/src/x/y?raw` → the file it names, trying the extensions webpack would. */
function resolveSiteImport(siteDir, spec) {
  const bare = spec.replace(/^@site\//, '').replace(/\?.*$/, '')
  for (const candidate of [bare, `${bare}.ts`, `${bare}.tsx`, `${bare}.js`, `${bare}/index.tsx`, `${bare}/index.ts`]) {
    const full = path.join(siteDir, candidate)
    if (fs.existsSync(full) && fs.statSync(full).isFile()) return full
  }
  return null
}

/** Site folders whose files belong to one example; shared components (ExampleShowcase, CodeBlock ...) do not. */
const OWN_CODE = ['src/example-code/', 'src/components/demos/', 'src/demos/']

/**
 * The files an example's picture depends on: its MDX page; the files it imports with `@site/...` from the folders of
 * example code and demos, and what those import the same way (`?raw` imports included); and the data files all of
 * them name (`/data/....json`). Sorted, so the hash does not depend on discovery order.
 */
function exampleInputs(siteDir, example) {
  const page = path.join(siteDir, example.file)
  const inputs = new Set([page])
  // Breadth-first over `@site/...` imports, staying inside the example folders (a Set iterates what is added).
  for (const current of inputs) {
    for (const [, spec] of fs.readFileSync(current, 'utf8').matchAll(/from\s+['"](@site\/[^'"]+)['"]/g)) {
      const file = resolveSiteImport(siteDir, spec)
      const rel = file && path.relative(siteDir, file).split(path.sep).join('/')
      if (rel && OWN_CODE.some((dir) => rel.startsWith(dir))) inputs.add(file)
    }
  }
  for (const file of [...inputs]) {
    for (const [, dataPath] of fs.readFileSync(file, 'utf8').matchAll(/['"`](\/data\/[\w./-]+\.json)['"`]/g)) {
      const data = path.join(siteDir, 'static', dataPath)
      if (fs.existsSync(data)) inputs.add(data)
    }
  }
  return [...inputs].map((f) => path.relative(siteDir, f).split(path.sep).join('/')).sort()
}

/** sha256 over each input's path and bytes: changes when any input changes, is added or is removed. */
function contentHash(siteDir, inputs) {
  const hash = createHash('sha256')
  for (const rel of inputs) {
    hash.update(rel)
    hash.update('\0')
    hash.update(fs.readFileSync(path.join(siteDir, rel)))
    hash.update('\0')
  }
  return hash.digest('hex')
}

function readManifest(siteDir) {
  const file = path.join(siteDir, MANIFEST_FILE)
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { examples: {} }
}

/**
 * Why each example's thumbnail cannot be trusted: missing from the manifest, missing on disk, or made from inputs
 * that have changed since (its content hash differs). Examples whose thumbnail is current are left out.
 */
function staleThumbnails(siteDir, examples = collectExamples(siteDir), manifest = readManifest(siteDir)) {
  const problems = []
  for (const example of examples) {
    const entry = manifest.examples[example.route]
    const file = path.join(siteDir, 'static', example.thumbnail)
    if (!entry) problems.push({ route: example.route, reason: 'no thumbnail yet' })
    else if (!fs.existsSync(file)) problems.push({ route: example.route, reason: `${example.thumbnail} is missing` })
    else if (entry.hash !== contentHash(siteDir, exampleInputs(siteDir, example)))
      problems.push({ route: example.route, reason: 'its page, code or data changed since the thumbnail was made' })
  }
  return problems
}

module.exports = {
  GROUPS,
  THUMBNAIL_DIR,
  MANIFEST_FILE,
  collectExamples,
  exampleInputs,
  contentHash,
  readManifest,
  staleThumbnails,
}
