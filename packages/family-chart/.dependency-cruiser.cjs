/**
 * The library's import rules, checked by test/architecture/import-graph.test.ts (and `npx depcruise src` here).
 *
 * The folders are floors of the pipeline data → layout → view (DESIGN.md): a module may import its own floor and
 * those below, never one above, not even through a module in between and not even for a type. From the bottom:
 *   schedule  work in slices (steps, sliced jobs, idle time), calling user code, the defaults: below everything
 *   data      the people: types, validation, relation indexes
 *   layout    calculateTree (pure), beside edit (edits as data transformations)
 *   store     the state container that runs the layout
 *   drawing   cards, view and the shared widgets (ui/): what the core chart shows
 *   chart     the core Chart, its plug board for features and its chart types
 *   features  each optional capability and each chart type, one folder each, plugged in through the chart's host;
 *             no feature imports another
 * compat/ (the published 0.8 / 0.9 API, as adapters over the core and the features), elements.ts, handlers.ts and
 * the entry points (namespace.ts, namespace-objects.ts, index.ts, entries/, and the API reference's api-reference.ts)
 * may import anything. gedcom/ and locales/ are entry points of their own: they import only data/, and nothing else
 * imports gedcom/. The framework bindings (bindings/, the entries family-chart/react, /vue and /element) use the
 * library as apps do, through its public surface (the package name, which is src/index.ts here), and nothing imports
 * them. No import cycles, type-only ones included.
 */
const FLOORS = [
  ['schedule', '^src/schedule/|^src/(user-code|defaults)\\.ts$'],
  ['data', '^src/data/'],
  ['layout', '^src/(layout|edit)/'],
  ['store', '^src/store/'],
  ['drawing', '^src/(cards|view|ui)/'],
  ['chart', '^src/chart/'],
  ['features', '^src/(features|chart-types)/'],
]
const COMPAT = {
  path: '^src/compat/|^src/entries/|^src/(elements|handlers|namespace|namespace-objects|index|api-reference)\\.ts$',
}

const againstThePipeline = FLOORS.flatMap(([floor, path], i) => [
  i < FLOORS.length - 1 && {
    name: `${floor}-not-up`,
    comment: `The ${floor} floor imports only its own floor and those below (${
      FLOORS.slice(0, i)
        .map(([f]) => f)
        .join(', ') || 'none'
    }).`,
    severity: 'error',
    from: { path },
    to: { path: FLOORS.slice(i + 1).map(([, p]) => p), reachable: true },
  },
  {
    name: `${floor}-not-compat`,
    comment: `The ${floor} floor does not reach the published API's compatibility layer, which may import anything.`,
    severity: 'error',
    from: { path },
    to: { ...COMPAT, reachable: true },
  },
]).filter(Boolean)

/**
 * Inside view/ (same floor): three subsystems in subfolders, the files that tie them together (render-view.ts,
 * chart-view.ts) and a shared base (chart-dom.ts, reduced-motion.ts, chart-owner.ts, far-view.ts) beside them. A
 * subsystem imports its own folder, the subsystems listed for it and the shared base, never the tying files: drawing
 * and camera stand alone, keyboard moves the camera, a11y wires the keyboard to the live region. The shared base
 * imports nothing of view/ but the drawing's types.
 */
const VIEW_SUBSYSTEMS = {
  drawing: [],
  camera: [],
  keyboard: ['camera'],
  a11y: ['keyboard', 'camera'],
}
const VIEW_BASE = '^src/view/(chart-dom|reduced-motion|chart-owner|far-view)\\.ts$'
const viewDirection = [
  ...Object.entries(VIEW_SUBSYSTEMS).map(([name, allowed]) => ({
    name: `view-${name}-direction`,
    comment: `view/${name}/ imports only itself, ${allowed.map((a) => `view/${a}/, `).join('')}and view/'s shared base.`,
    severity: 'error',
    from: { path: `^src/view/${name}/` },
    to: { path: '^src/view/', pathNot: [`^src/view/(${[name, ...allowed].join('|')})/`, VIEW_BASE] },
  })),
  {
    name: 'view-base-alone',
    comment:
      "view/'s shared base (the chart's elements, the motion policy, container ownership) imports nothing of view/.",
    severity: 'error',
    from: { path: VIEW_BASE },
    to: { path: '^src/view/', pathNot: '^src/view/drawing/render-cards\\.ts$' },
  },
]

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'Import cycles, type-only ones included, tie modules so neither can be read, tested or moved alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    ...againstThePipeline,
    ...viewDirection,
    {
      name: 'feature-alone',
      comment: "A feature (or chart type) imports no other feature: features meet only in the chart host's slots.",
      severity: 'error',
      from: { path: '^src/(features|chart-types)/([^/]+)/' },
      to: { path: '^src/(features|chart-types)/', pathNot: '^src/$1/$2/' },
    },
    {
      name: 'gedcom-only-data',
      comment: 'The GEDCOM entry point reads and writes plain data; it must not pull the chart into its bundle.',
      severity: 'error',
      from: { path: '^src/gedcom/' },
      to: { path: '^src/', pathNot: '^src/(gedcom|data)/' },
    },
    {
      name: 'bindings-public-api-only',
      comment: 'A framework binding uses the library through its public surface (family-chart), as an app does.',
      severity: 'error',
      from: { path: '^src/bindings/' },
      to: { path: '^src/', pathNot: '^src/(bindings/|index\\.ts$)' },
    },
    {
      name: 'nothing-imports-bindings',
      comment: 'The bindings are entry points of their own (family-chart/react, /vue, /element).',
      severity: 'error',
      from: { pathNot: '^src/bindings/' },
      to: { path: '^src/bindings/' },
    },
    {
      name: 'locales-only-data',
      comment:
        'Each locale is its own entry (family-chart/locales/<code>): it reads plain data and must not pull the chart in.',
      severity: 'error',
      from: { path: '^src/locales/' },
      to: { path: '^src/', pathNot: '^src/(locales|data|schedule)/' },
    },
    {
      name: 'locale-alone',
      comment: 'A locale imports no other locale, only its own rules and the shared helpers, so it loads alone.',
      severity: 'error',
      from: { path: '^src/locales/(?:rules/)?([a-z]{2})\\.ts$' },
      to: { path: '^src/locales/(rules/)?[a-z]{2}\\.ts$', pathNot: '^src/locales/(rules/)?$1\\.ts$' },
    },
    {
      name: 'relatives-layout-pure',
      comment:
        "The relatives chart's layout (chart-types/relatives) is pure: plain data in, a Tree out. It imports only its own folder and the floors under a layout (schedule, data, layout), never the DOM's. Only what plugs it into a chart reaches the floors above: define-chart.ts with the two features made of it (feature.ts, feature-on-first-use.ts) and bent-links.ts (its link decorator).",
      severity: 'error',
      from: {
        path: '^src/chart-types/relatives/',
        pathNot: '^src/chart-types/relatives/(feature|feature-on-first-use|define-chart|bent-links)\\.ts$',
      },
      to: { path: '^src/', pathNot: '^src/(schedule/|data/|layout/|chart-types/relatives/)' },
    },
    {
      name: 'nothing-imports-gedcom',
      comment: 'GEDCOM is a separate entry point (family-chart/gedcom) so the core bundle does not grow.',
      severity: 'error',
      from: { pathNot: '^src/gedcom/' },
      to: { path: '^src/gedcom/' },
    },
  ],
  options: {
    includeOnly: '^src/',
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
}
