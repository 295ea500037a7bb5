/**
 * @jest-environment jsdom
 */
// Runs every example definition under src/example-code the way its page does (compileCreateCode with f3, d3 and the
// parsed data file) against the built UMD bundle of family-chart, then checks the feature each example is about.
// It also checks the example pages under examples/: front matter, the definition they import and its data file.
//
// Needs the library bundle: `npm run build -w family-chart` writes packages/family-chart/dist/family-chart.min.js.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import type { ExampleDefinition } from './types'
import {
  dataFileOf,
  library,
  loadData,
  runExample,
  SITE_ROOT,
  useExampleRuntime,
  type Run,
} from './__support__/run-example'
import { featureChecks } from './__support__/feature-checks'

const EXAMPLES_DIR = join(SITE_ROOT, 'examples')

function walk(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name)
    return statSync(full).isDirectory() ? walk(full) : [full]
  })
}

/** 'v2/6-svg-cards' for src/example-code/v2/6-svg-cards.ts: the same key as the page's route below /examples. */
function keyOf(file: string, base: string): string {
  return relative(base, file)
    .split(sep)
    .join('/')
    .replace(/\.(tsx?|mdx)$/, '')
}

const definitionFiles = walk(__dirname)
  .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && basename(f) !== 'types.ts')
  .filter((f) => !relative(__dirname, f).startsWith(`__support__${sep}`))
  .sort()
// Files without a default ExampleDefinition (such as the Vue example's source, run by its own component) are not
// ExampleShowcase examples and are left out.
const definitions = definitionFiles
  .map((file) => ({
    file,
    key: keyOf(file, __dirname),
    example: require(file).default as ExampleDefinition | undefined,
  }))
  .filter(
    (d): d is { file: string; key: string; example: ExampleDefinition } => !!d.example && typeof d.example === 'object',
  )
const pageFiles = walk(EXAMPLES_DIR)
  .filter((f) => f.endsWith('.mdx'))
  .filter((f) => !relative(EXAMPLES_DIR, f).startsWith(`additional${sep}`))
  .sort()

// eslint-disable-next-line react-hooks/rules-of-hooks -- not a React hook: registers this file's Jest setup
useExampleRuntime()

describe('example definitions', () => {
  it('are found, each with a data file under static/', () => {
    expect(definitions.length).toBeGreaterThanOrEqual(Object.keys(featureChecks).length)
    for (const { key, example } of definitions) {
      expect({ key, code: typeof example?.code, dataUrl: typeof example?.dataUrl }).toEqual({
        key,
        code: 'string',
        dataUrl: 'string',
      })
      expect(example.code).toMatch(/^function create\(data\) \{/)
      expect({ key, exists: existsSync(dataFileOf(example.dataUrl)) }).toEqual({ key, exists: true })
    }
  })

  it('have a feature check for every example this test knows', () => {
    const keys = definitions.map((d) => d.key)
    for (const key of Object.keys(featureChecks)) expect(keys).toContain(key)
  })

  it.each([...new Set(definitions.map((d) => d.example.dataUrl))])(
    'data file %s is valid per library().f3.validateData',
    (dataUrl) => {
      const data = loadData(dataUrl)
      expect(library().f3.validateData(data)).toEqual([])
      expect(data.length).toBeGreaterThan(0)
    },
  )

  describe.each(definitions.map((d) => [d.key, d] as const))('%s', (key, { example }) => {
    it('runs like the page does and draws cards, or a fan', () => {
      let run!: Run
      expect(() => {
        run = runExample(example)
      }).not.toThrow()
      // A fan chart draws places around the main person instead of cards.
      const fanPlaces = run.root.querySelectorAll('.f3-fan-place').length
      if (fanPlaces > 0) expect(fanPlaces).toBeGreaterThanOrEqual(3)
      else {
        expect(run.root.querySelectorAll('.f3-card').length).toBeGreaterThan(0)
        // An example loading on demand draws its relatives once the (asynchronous) source answers.
        expect(run.cards().length).toBeGreaterThanOrEqual(example.loadsOnDemand ? 1 : 3)
      }
      // The chart reports data problems and bad settings to the console; a clean example reports none.
      expect(run.warnings).not.toHaveBeenCalled()
      expect(run.errors).not.toHaveBeenCalled()
    })

    const check = featureChecks[key]
    if (check) {
      it('shows its feature', async () => {
        await check(runExample(example))
      })
    }
  })
})

/**
 * Front matter parsed with the YAML engine of the front-matter parser the Docusaurus build uses, so YAML the build
 * would reject (an unquoted value containing ': ', say) throws here too.
 */
function frontMatter(text: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---\n/.exec(text)
  if (!block) throw new Error('no front matter')
  const engines = require('@11ty/gray-matter/lib/engines') as {
    yaml: { parse: (s: string) => Record<string, unknown> }
  }
  return engines.yaml.parse(block[1])
}

describe('example pages', () => {
  it('exist for every definition', () => {
    const pages = new Set(pageFiles.map((f) => keyOf(f, EXAMPLES_DIR)))
    for (const { key } of definitions) expect({ key, page: pages.has(key) }).toEqual({ key, page: true })
  })

  describe.each(pageFiles.map((f) => [keyOf(f, EXAMPLES_DIR), f] as const))('%s.mdx', (key, file) => {
    const text = readFileSync(file, 'utf8')

    it('has the front matter of an example page', () => {
      expect(text.startsWith('---\n')).toBe(true)
      const fields = frontMatter(text)
      for (const field of ['title', 'sidebar_label', 'description']) {
        expect({ field, ok: typeof fields[field] === 'string' && (fields[field] as string).length > 0 }).toEqual({
          field,
          ok: true,
        })
      }
      expect(fields.sidebar_position).toBe(Number(/^(\d+)-/.exec(basename(file))![1]))
      expect(fields.hide_table_of_contents).toBe(true)
    })

    it('links the API reference', () => {
      expect(text).toMatch(/\]\(\/docs\/api\/[a-z-]+(#[a-z-]+)?\)/)
    })

    // Pages built on another component (the Vue example) have no definition to import; they get no such test.
    const usesShowcase = text.includes('<ExampleShowcase')
    if (usesShowcase)
      it('imports an existing definition, renders it in the showcase, and its data is valid', () => {
        const m = /import\s+(\w+)\s+from\s+'@site\/src\/example-code\/([^']+)'/.exec(text)
        expect(m).not.toBeNull()
        const target = join(__dirname, m![2])
        expect(['.ts', '.tsx'].some((ext) => existsSync(target + ext))).toBe(true)
        // Optional flags may follow the spread (big trees pass skipChart for the "Skip the chart" link).
        expect(text).toMatch(new RegExp(`<ExampleShowcase \\{\\.\\.\\.${m![1]}\\}( skipChart)? />`))
        // A page with a definition of its own name (v2/6-svg-cards.mdx and v2/6-svg-cards.ts) imports that one.
        if (definitions.some((d) => d.key === key)) expect(m![2]).toBe(key)
        const example = require(target).default as ExampleDefinition
        expect(existsSync(dataFileOf(example.dataUrl))).toBe(true)
        expect(library().f3.validateData(loadData(example.dataUrl))).toEqual([])
      })
  })
})
