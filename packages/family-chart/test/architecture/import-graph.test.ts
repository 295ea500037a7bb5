// The import graph of src/ against .dependency-cruiser.cjs: no import cycle (type-only ones included), no import
// against the pipeline (data → layout → store → cards / view → chart; gedcom/ on data alone), and view/'s subsystems
// in their direction (drawing and camera stand alone, see the config). The check runs dependency-cruiser's API in a
// Node process of its own (scripts/import-graph.mjs): the package is ESM only.
import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'

interface Violation {
  rule: string
  from: string
  to: string
  cycle?: string[]
  via?: string[]
}

const SCRIPT = join(__dirname, '../../scripts/import-graph.mjs')

function importGraph(root?: string): { modules: number; violations: Violation[] } {
  const run = spawnSync(process.execPath, root ? [SCRIPT, root] : [SCRIPT], { encoding: 'utf8' })
  if (run.status !== 0 && run.status !== 1) throw new Error(`import-graph.mjs failed (${run.status}): ${run.stderr}`)
  return JSON.parse(run.stdout)
}

/** One line per violation, readable in the test's failure message. */
const describeViolation = (v: Violation) =>
  `${v.rule}: ${v.from} → ${v.to}${v.cycle ? ` (cycle ${v.cycle.join(' → ')})` : ''}${v.via ? ` (via ${v.via.join(' → ')})` : ''}`

jest.setTimeout(180_000)

describe('the import graph of the library', () => {
  it('has no cycle and no import against the pipeline', () => {
    const { modules, violations } = importGraph()
    // It read the whole library, not an empty folder.
    expect(modules).toBeGreaterThan(150)
    expect(violations.map(describeViolation)).toEqual([])
  })

  it('reports an import up the pipeline, one through another module, a type-only cycle, gedcom reaching past data, view subsystems against their direction and bindings past the public surface', () => {
    const root = mkdtempSync(join(tmpdir(), 'f3-import-graph-'))
    const files: Record<string, string> = {
      'tsconfig.json': JSON.stringify({
        compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler', strict: true },
        include: ['src'],
      }),
      'src/view/draw.ts': 'export const draw = (n: number) => n\n',
      'src/data/up.ts': "import { draw } from '../view/draw'\nexport const up = draw(1)\n",
      // The layout reaching the view through a compat module, which may import anything itself.
      'src/compat/bridge.ts': "export { draw } from '../view/draw'\n",
      'src/layout/through.ts': "import { draw } from '../compat/bridge'\nexport const through = draw(2)\n",
      'src/data/a.ts': "import type { B } from './b'\nexport type A = { b?: B }\n",
      'src/data/b.ts': "import type { A } from './a'\nexport type B = { a?: A }\n",
      'src/gedcom/read.ts': "import { draw } from '../view/draw'\nexport const read = draw(3)\n",
      // Inside view/: drawing reaching for a11y breaks the subsystems' direction; the overview may use drawing.
      'src/view/a11y/announce.ts': 'export const announce = (text: string) => text\n',
      'src/view/drawing/paint.ts': "import { announce } from '../a11y/announce'\nexport const paint = announce('x')\n",
      'src/view/overview/sketch.ts': "import { paint } from '../drawing/paint'\nexport const sketch = paint\n",
      'src/view/chart-dom.ts': "import { sketch } from './overview/sketch'\nexport const dom = sketch\n",
      // A binding reaching past the public surface, and the core reaching for a binding.
      'src/bindings/react/deep.ts': "import { draw } from '../../view/draw'\nexport const deep = draw(4)\n",
      'src/compat/wrapped.ts': "import { deep } from '../bindings/react/deep'\nexport const wrapped = deep\n",
    }
    try {
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true })
        writeFileSync(join(root, path), text)
      }
      const lines = importGraph(root).violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`)
      expect(lines).toEqual(
        expect.arrayContaining([
          'data-not-up: src/data/up.ts → src/view/draw.ts',
          'layout-not-up: src/layout/through.ts → src/view/draw.ts',
          'layout-not-compat: src/layout/through.ts → src/compat/bridge.ts',
          'no-circular: src/data/a.ts → src/data/b.ts',
          'gedcom-only-data: src/gedcom/read.ts → src/view/draw.ts',
          'view-drawing-direction: src/view/drawing/paint.ts → src/view/a11y/announce.ts',
          'view-base-alone: src/view/chart-dom.ts → src/view/overview/sketch.ts',
          'bindings-public-api-only: src/bindings/react/deep.ts → src/view/draw.ts',
          'nothing-imports-bindings: src/compat/wrapped.ts → src/bindings/react/deep.ts',
        ]),
      )
      // Nothing is reported for the modules that keep the rules.
      expect(
        lines.filter((line) => line.includes('src/view/draw.ts →') || line.includes('src/view/overview/sketch.ts →')),
      ).toEqual([])
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
