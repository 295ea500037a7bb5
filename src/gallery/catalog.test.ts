// The catalog behind the gallery: every example page, grouped and ordered like the sidebar, and the inputs whose
// change makes a thumbnail stale.
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync, appendFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
const { collectExamples, exampleInputs, contentHash, staleThumbnails } = require('./catalog')
const { groupOfPath } = require('../components/ExamplesSidebar/groups')

const root = join(__dirname, '..', '..')

describe('collectExamples', () => {
  const examples = collectExamples(root)

  it('finds every example page of the three sidebar groups', () => {
    const count = (g: string) => examples.filter((e: any) => e.group === g).length
    expect(count('old')).toBe(15)
    expect(count('new')).toBeGreaterThanOrEqual(19)
    expect(count('add')).toBeGreaterThanOrEqual(9)
  })

  it('puts each page in the group the sidebar shows it in, in sidebar order', () => {
    for (const e of examples)
      expect({ path: e.path, group: e.group }).toEqual({ path: e.path, group: groupOfPath(e.path) })
    const v2 = examples.filter((e: any) => e.group === 'new').map((e: any) => e.route)
    expect(v2.slice(0, 3)).toEqual(['v2/1-basic-tree', 'v2/2-basic-tree-curie', 'v2/3-custom-tree-card'])
    expect(examples.map((e: any) => e.group)).toEqual(
      [...examples.map((e: any) => e.group)].sort(
        (a, b) => ['old', 'new', 'add'].indexOf(a) - ['old', 'new', 'add'].indexOf(b),
      ),
    )
  })

  it('gives every page a title and a one-line description', () => {
    for (const e of examples) {
      expect(e.title.length).toBeGreaterThan(2)
      expect(e.description).not.toMatch(/\n/)
      expect(e.description.length).toBeLessThan(200)
    }
  })
})

describe('exampleInputs', () => {
  const byRoute = (r: string) => collectExamples(root).find((e: any) => e.route === r)

  it('are the page, its own code and its data, not the shared components', () => {
    expect(exampleInputs(root, byRoute('v2/1-basic-tree'))).toEqual([
      'examples/v2/1-basic-tree.mdx',
      'src/example-code/v2/1-basic-tree.ts',
      'static/data/data.json',
    ])
    const demo = exampleInputs(root, byRoute('additional/1-private-cards'))
    expect(demo).toEqual(
      expect.arrayContaining([
        'src/components/demos/PrivateCards.tsx',
        'src/demos/private-cards.ts',
        'static/data/data-private.json',
      ]),
    )
    expect(demo.some((f: string) => f.includes('ExampleShowcase') || f.includes('CodeBlock'))).toBe(false)
  })

  it('follow imports of imports (the Vue example component reads its code file, which names its data)', () => {
    expect(exampleInputs(root, byRoute('10-vue-plugin-example'))).toEqual(
      expect.arrayContaining(['src/example-code/10-vue-plugin-example.ts', 'static/data/data.json']),
    )
  })
})

describe('staleThumbnails', () => {
  // A copy of one example in a scratch site, changed step by step.
  let site: string
  beforeEach(() => {
    site = mkdtempSync(join(tmpdir(), 'gallery-'))
    for (const dir of ['examples/v2', 'src/example-code/v2', 'static/data', 'static/img/gallery/v2', 'src/gallery'])
      mkdirSync(join(site, dir), { recursive: true })
    copyFileSync(join(root, 'examples/v2/1-basic-tree.mdx'), join(site, 'examples/v2/1-basic-tree.mdx'))
    copyFileSync(join(root, 'src/example-code/v2/1-basic-tree.ts'), join(site, 'src/example-code/v2/1-basic-tree.ts'))
    cpSync(join(root, 'static/data/data.json'), join(site, 'static/data/data.json'))
  })
  afterEach(() => rmSync(site, { recursive: true, force: true }))

  function record() {
    const [example] = collectExamples(site)
    writeFileSync(join(site, 'static', example.thumbnail), 'picture')
    const manifest = { examples: { [example.route]: { hash: contentHash(site, exampleInputs(site, example)) } } }
    writeFileSync(join(site, 'src/gallery/thumbnails.json'), JSON.stringify(manifest))
  }

  it('reports an example without a thumbnail', () => {
    expect(staleThumbnails(site)).toEqual([{ route: 'v2/1-basic-tree', reason: 'no thumbnail yet' }])
  })

  it('is quiet while nothing changed, and reports a change to the page, the code or the data', () => {
    record()
    expect(staleThumbnails(site)).toEqual([])
    for (const file of [
      'examples/v2/1-basic-tree.mdx',
      'src/example-code/v2/1-basic-tree.ts',
      'static/data/data.json',
    ]) {
      record()
      appendFileSync(join(site, file), file.endsWith('.json') ? ' ' : '\n// changed\n')
      expect({ file, stale: staleThumbnails(site).map((p: any) => p.reason) }).toEqual({
        file,
        stale: ['its page, code or data changed since the thumbnail was made'],
      })
    }
  })

  it('reports a thumbnail file that went missing', () => {
    record()
    rmSync(join(site, 'static/img/gallery/v2/1-basic-tree.webp'))
    expect(staleThumbnails(site)[0].reason).toMatch(/missing/)
  })
})
