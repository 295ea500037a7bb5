// The shared family-chart chunk takes the library's main entry and its shared chunks, never the lazy parts.
const { LIBRARY_MAIN, LIBRARY_GEDCOM, ENTRY_REACT_DOM, ENTRY_ROUTES } = require('./split-chunks')
const plugin = require('./split-chunks')

const dist = (file: string) => `/site/packages/family-chart/dist/${file}`

describe('the family-chart chunk group', () => {
  it('holds the main entry and its shared chunks', () => {
    expect(LIBRARY_MAIN.test(dist('family-chart.js'))).toBe(true)
    expect(LIBRARY_MAIN.test(dist('chunk-GLPQ7F36.js'))).toBe(true)
    expect(LIBRARY_MAIN.test('C:\\site\\packages\\family-chart\\dist\\family-chart.js')).toBe(true)
  })

  it('leaves out the GEDCOM entry, the exporter, the script-tag bundles and other packages', () => {
    for (const file of ['gedcom.js', 'renderer-I2JHBMAB.js', 'family-chart.min.js', 'family-chart-export.min.js']) {
      expect(LIBRARY_MAIN.test(dist(file))).toBe(false)
    }
    expect(LIBRARY_MAIN.test('/site/node_modules/family-chart-published/dist/family-chart.js')).toBe(false)
  })

  it('gives the GEDCOM entry a chunk of its own', () => {
    expect(LIBRARY_GEDCOM.test(dist('gedcom.js'))).toBe(true)
    expect(LIBRARY_GEDCOM.test(dist('family-chart.js'))).toBe(false)
    expect(LIBRARY_GEDCOM.test(dist('family-chart-gedcom.min.js'))).toBe(false)
  })

  it('is configured for the browser bundle only', () => {
    const { configureWebpack } = plugin()
    expect(configureWebpack({}, true)).toEqual({})
    const group = configureWebpack({}, false).optimization.splitChunks.cacheGroups.familyChart
    expect(group).toMatchObject({ name: 'family-chart', chunks: 'async', enforce: true })
    const gedcom = configureWebpack({}, false).optimization.splitChunks.cacheGroups.familyChartGedcom
    expect(gedcom).toMatchObject({ name: 'family-chart-gedcom', chunks: 'async', enforce: true })
  })
})

describe('the entry in three files', () => {
  it('puts React DOM and its scheduler in a file of their own, not React or other packages', () => {
    expect(ENTRY_REACT_DOM.test('/site/node_modules/react-dom/cjs/react-dom.production.min.js')).toBe(true)
    expect(ENTRY_REACT_DOM.test('C:\\site\\node_modules\\scheduler\\index.js')).toBe(true)
    for (const path of ['/site/node_modules/react/index.js', '/site/node_modules/react-router-dom/index.js'])
      expect(ENTRY_REACT_DOM.test(path)).toBe(false)
  })

  it('puts the generated route tables in another, not the rest of the generated files', () => {
    for (const file of ['routes.js', 'registry.js', 'routesChunkNames.json', 'globalData.json'])
      expect(ENTRY_ROUTES.test(`/site/.docusaurus/${file}`)).toBe(true)
    expect(ENTRY_ROUTES.test('/site/.docusaurus/docusaurus.config.mjs')).toBe(false)
    expect(ENTRY_ROUTES.test('/site/src/routes.js')).toBe(false)
  })

  it('splits only the initial chunks', () => {
    const groups = plugin().configureWebpack({}, false).optimization.splitChunks.cacheGroups
    expect(groups.entryReactDom).toMatchObject({ name: 'react-dom', chunks: 'initial', enforce: true })
    expect(groups.entryRoutes).toMatchObject({ name: 'routes', chunks: 'initial', enforce: true })
  })
})
