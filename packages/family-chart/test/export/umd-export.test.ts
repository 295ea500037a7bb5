/**
 * @jest-environment jsdom
 */
// The script-tag build: family-chart.min.js leaves the exporter out and finds it as family-chart-export.min.js.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { smallFamily } from '../fixtures/small-family'

const root = join(__dirname, '..', '..')
const dist = (file: string) => readFileSync(join(root, 'dist', file), 'utf8')

describe('exporting with the UMD bundle', () => {
  let f3: any
  beforeAll(() => {
    ;(0, eval)(readFileSync(join(root, '..', '..', 'node_modules', 'd3', 'dist', 'd3.min.js'), 'utf8'))
    f3 = new Function(dist('family-chart.min.js') + '\nreturn f3')()
  })
  beforeEach(() => {
    document.body.innerHTML = '<div id="FamilyChart"></div>'
  })
  afterEach(() => {
    delete (globalThis as any).f3Export
  })

  const chart = () => {
    const c = f3.createChart('#FamilyChart', smallFamily()).setTransitionTime(0)
    c.setCardHtml().setCardDisplay([['first name', 'last name']])
    c.updateTree({ initial: true })
    return c
  }

  it('does not carry the exporter', () => {
    expect(dist('family-chart.min.js')).not.toContain('f3-export-cards')
    expect(dist('family-chart-export.min.js')).toContain('f3-export-cards')
  })

  it('rejects with the file to add when the exporter cannot be loaded', async () => {
    await expect(chart().exportSvg()).rejects.toThrow('family-chart: cannot load family-chart-export.min.js')
  })

  it('exports once family-chart-export.min.js is on the page', async () => {
    // What the script tag's `var f3Export` does (jest's global scope does not turn an eval'd var into a global).
    ;(globalThis as any).f3Export = new Function(dist('family-chart-export.min.js') + '\nreturn f3Export')()
    expect(typeof (globalThis as any).f3Export.svg).toBe('function')
    const svg: string = await chart().exportSvg()
    const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
    expect([...doc.querySelectorAll('g.f3-export-cards text')].map((t) => t.textContent)).toContain('Sam Reed')
  })
})
