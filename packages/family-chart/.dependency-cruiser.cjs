/**
 * The library's import rules, checked by test/architecture/import-graph.test.ts (and `npx depcruise src` here).
 *
 * The folders are floors of the pipeline data → layout → view (DESIGN.md): a module may import its own floor and
 * those below, never one above, not even through a module in between and not even for a type. From the bottom:
 *   schedule  work in slices (steps, sliced jobs, idle time) and calling user code: below everything
 *   data      the people: types, validation, relation indexes
 *   layout    calculateTree (pure), beside edit (edits as data transformations)
 *   store     the state container that runs the layout
 *   drawing   cards, view, export, form, features: what the page shows
 *   chart     Chart and EditTree, tying the floors together
 * compat/, elements.ts and handlers.ts (the published 0.8 / 0.9 API) and namespace.ts / index.ts (the public surface)
 * may import anything; two compat modules give the core's own objects their published shape and are called from
 * below, so they sit on the floor of what they touch. gedcom/ is its own entry point: it imports only data/, and
 * nothing else imports it. The framework bindings (bindings/, the entries family-chart/react, /vue and /element) use
 * the library as apps do, through its public surface (the package name, which is src/index.ts here), and nothing
 * imports them. No import cycles, type-only ones included.
 */
const SHIMS = { 'compat/main-flag.ts': 'layout', 'compat/legacy-format.ts': 'store' }
const shimsOf = (floor) =>
  Object.keys(SHIMS)
    .filter((file) => SHIMS[file] === floor)
    .map((file) => `|^src/${file.replace('.', '\\.')}$`)
    .join('')

const FLOORS = [
  ['schedule', '^src/schedule/|^src/user-code\\.ts$'],
  ['data', '^src/data/'],
  ['layout', '^src/(layout|edit)/' + shimsOf('layout')],
  ['store', '^src/store/' + shimsOf('store')],
  ['drawing', '^src/(cards|view|export|form|features)/'],
  ['chart', '^src/chart[a-z-]*\\.ts$|^src/edit-tree/'],
]
const COMPAT = {
  path: '^src/compat/|^src/(elements|handlers|namespace|index)\\.ts$',
  pathNot: Object.keys(SHIMS).map((file) => `^src/${file.replace('.', '\\.')}$`),
}

const againstThePipeline = FLOORS.slice(0, -1).flatMap(([floor, path], i) => [
  {
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
])

/**
 * Inside view/ (same floor): four subsystems in subfolders, the files that tie them together (render-view.ts,
 * chart-view.ts) and a shared base (chart-dom.ts, reduced-motion.ts, chart-owner.ts) beside them. A subsystem imports
 * its own folder, the subsystems listed for it and the shared base, never the tying files: drawing and camera stand
 * alone, the overview culls with drawing's boxes and reads the camera, keyboard moves the camera, a11y wires the
 * keyboard to the live region. The shared base imports nothing of view/.
 */
const VIEW_SUBSYSTEMS = {
  drawing: [],
  camera: [],
  overview: ['drawing', 'camera'],
  keyboard: ['camera'],
  a11y: ['keyboard', 'camera'],
}
const VIEW_BASE = '^src/view/(chart-dom|reduced-motion|chart-owner)\\.ts$'
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
    to: { path: '^src/view/' },
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
