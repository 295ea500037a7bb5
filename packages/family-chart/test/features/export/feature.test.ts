/**
 * @jest-environment jsdom
 */
// The export feature on a fake host: it fills no slot; each method hands the exporter (loaded on first use, replaced
// here by a recording one) what is drawn at the moment of the call: the store's tree, the chart's card settings, the
// folds from the collapse feature's 'exportFolds' slot and the link marks when 'exportRelationMarks' is provided.
import { exportFeature } from '../../../src/features/export/feature'
import type { ExportSource } from '../../../src/features/export/types'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

const handed: { task: string; source: ExportSource; options: unknown }[] = []
jest.mock('../../../src/features/export/load-renderer', () => {
  const task = (name: string) => (source: ExportSource, options: unknown) => {
    handed.push({ task: name, source, options })
    return Promise.resolve(`${name} done`)
  }
  return {
    loadRenderer: () => Promise.resolve({ svg: task('svg'), png: task('png'), pdf: task('pdf'), print: task('print') }),
  }
})

let host: FakeHost
beforeEach(() => (handed.length = 0))
afterEach(() => host.remove())

describe('the export feature', () => {
  it('fills no slot and leaves nothing behind', () => {
    host = createFakeHost(smallFamily())
    exportFeature.setup(host).destroy()
    expect(host.leftovers()).toEqual([])
  })

  it('each method runs its own task with its options, on the tree drawn at the moment of the call', async () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = exportFeature.setup(host)
    const tree = host.layOut()
    const m = methodsOf(exportFeature, part)
    await expect(m.exportSvg({ padding: 10 })).resolves.toBe('svg done')
    await m.exportPng({ scale: 3 })
    await m.exportPdf({ pageSize: 'a3' })
    await m.print()
    expect(handed.map((h) => [h.task, h.options])).toEqual([
      ['svg', { padding: 10 }],
      ['png', { scale: 3 }],
      ['pdf', { pageSize: 'a3' }],
      ['print', undefined],
    ])
    expect(handed[0].source.tree).toBe(tree)
    expect(handed[0].source.cont).toBe(host.cont)
    // No card chosen yet: the default HTML card is what the chart will draw, so it is what is exported.
    expect(handed[0].source.card).toMatchObject({ kind: 'html', display: [['first name', 'last name'], ['birthday']] })
  })

  it("draws folds from the 'exportFolds' slot and link marks only when 'exportRelationMarks' is provided", async () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = exportFeature.setup(host)
    const tree = host.layOut()
    await methodsOf(exportFeature, part).exportSvg()
    expect(handed[0].source.folds).toBeUndefined()
    expect(handed[0].source.relationMarks).toBe(false)
    const folds = new Map([['x', []]])
    const exportFolds = jest.fn(() => folds)
    host.provide('exportFolds', exportFolds)
    host.provide('exportRelationMarks', true)
    await methodsOf(exportFeature, part).exportSvg()
    expect(exportFolds).toHaveBeenCalledWith(tree)
    expect(handed[1].source.folds).toBe(folds)
    expect(handed[1].source.relationMarks).toBe(true)
  })
})
