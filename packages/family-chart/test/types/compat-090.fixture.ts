// Code typed against the published family-chart 0.9.0 types, using its additions: compiled against 0.9.0's own
// .d.ts and against ours by consumer-types.test.ts.
import * as f3 from 'family-chart'

declare const cont: HTMLElement
const legacy = [
  { id: '1', data: { gender: 'M' as const }, rels: { father: '2' } },
  { id: '2', data: { gender: 'M' as const }, rels: { children: ['1'] } },
]

const tree = f3.calculateTree(legacy, { main_id: '1' })
const formatted = f3.formatData(legacy as any)
const saved = f3.formatDataForExport(formatted, true)
const chart = f3.createChart(cont, formatted)
const editTree = chart.editTree()
const exported = editTree.exportData()
const legacyFormat: boolean | undefined = chart.store.state.legacy_format

export { tree, saved, exported, legacyFormat }
