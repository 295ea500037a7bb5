// Snippets of an example that reads a GEDCOM file: the file is fetched as text and the GEDCOM entry point is loaded
// beside family-chart (a script tag in the Full HTML page, an import in the module snippets).
import { allSnippets } from './index'
import { dataLoadingCode } from './data-loading'
import { moduleImports, usesGedcom } from './imports'
import { FAMILY_CHART_GEDCOM_CDN_URL } from './cdn'

const CREATE_GEDCOM = `function create(data) {
  const { data: people } = f3Gedcom.importGedcom(data)
  f3.createChart('#FamilyChart', people).updateTree({ initial: true })
}`
const SOURCE = { createFnString: CREATE_GEDCOM, dataUrl: '/data/sample-family.ged', dataFormat: 'text' as const }

describe('snippets of a GEDCOM example', () => {
  it('fetch the file as text, not JSON', () => {
    const code = dataLoadingCode(SOURCE)
    expect(code).toContain('    return res.text()')
    expect(code).not.toContain('res.json()')
    expect(dataLoadingCode({ ...SOURCE, dataFormat: undefined })).toContain('    return res.json()')
  })

  it('load the GEDCOM script after family-chart in the Full HTML page, from the same CDN package', () => {
    expect(FAMILY_CHART_GEDCOM_CDN_URL).toBe(
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/family-chart-gedcom.min.js',
    )
    const html = allSnippets(SOURCE).fullHtml
    const scripts = [...html.matchAll(/<script src="([^"]+)"><\/script>/g)].map((m) => m[1])
    expect(scripts).toEqual([
      'https://cdn.jsdelivr.net/npm/d3@7',
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0',
      FAMILY_CHART_GEDCOM_CDN_URL,
    ])
    expect(allSnippets({ ...SOURCE, createFnString: 'function create(data) {}' }).fullHtml).not.toContain('gedcom')
  })

  it('import family-chart/gedcom in every module snippet', () => {
    expect(usesGedcom(SOURCE)).toBe(true)
    expect(moduleImports(SOURCE)).toContain("import * as f3Gedcom from 'family-chart/gedcom'")
    const { vanillaJs, vue, react, angular, svelte } = allSnippets(SOURCE)
    for (const snippet of [vanillaJs, vue, react, angular, svelte]) {
      expect(snippet).toContain("import * as f3Gedcom from 'family-chart/gedcom'")
      expect(snippet).toContain('return res.text()')
    }
  })
})
