import { createStore } from '../../src/store/create-store'
import { pushMainHistory, resolveMainId, MAIN_HISTORY_LENGTH } from '../../src/store/main-history'
import { smallFamily } from '../fixtures/small-family'

describe('main person history', () => {
  it('keeps the last 10 main ids, most recent last, without repeats', () => {
    let h: string[] = []
    for (let i = 0; i < 15; i++) h = pushMainHistory(h, `p${i}`)
    h = pushMainHistory(h, 'p10')
    expect(h).toHaveLength(MAIN_HISTORY_LENGTH)
    expect(h[h.length - 1]).toBe('p10')
    expect(h.filter((x) => x === 'p10')).toHaveLength(1)
  })

  it('falls back to the latest remembered person that still exists, else the first person', () => {
    const data = smallFamily()
    expect(resolveMainId(data, 'gone', ['dad', 'kid', 'also-gone'])).toBe('kid')
    expect(resolveMainId(data, 'gone', ['nobody'])).toBe('me')
    expect(resolveMainId([], 'gone', ['me'])).toBeNull()
  })

  it('the store uses the fallback when the main person is deleted, without a warning', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const store = createStore({ data: smallFamily(), main_id: 'me' })
      store.updateMainId('dad')
      store.updateMainId('kid')
      store.updateData(store.getData().filter((d) => d.id !== 'kid'))
      store.updateTree({})
      expect(store.getMainId()).toBe('dad')
      expect(store.getTreeMainDatum().data.id).toBe('dad')
      expect(warn).not.toHaveBeenCalled()
    } finally {
      warn.mockRestore()
    }
  })

  it('the store keeps its main person when asked for an id no one has, and warns', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const store = createStore({ data: smallFamily(), main_id: 'dad' })
      store.updateTree({})
      store.updateMainId('nope')
      store.updateTree({})
      expect([store.getMainId(), store.getMainDatum().id, store.getTreeMainDatum().data.id]).toEqual([
        'dad',
        'dad',
        'dad',
      ])
      expect(warn.mock.calls).toEqual([[expect.stringMatching(/"nope".*is "dad"/)]])
      createStore({ data: [], main_id: 'nope' }).updateTree({})
      expect(warn.mock.calls[1]).toEqual([expect.stringMatching(/"nope".*no one to show/)])
    } finally {
      warn.mockRestore()
    }
  })
})
