/**
 * @jest-environment jsdom
 */
// The published shape (compat/published-shape.ts) on a fake host: the 0.9.0 `legacy_format` flag on the store's state,
// a prepare that flags the main person's record (`d.data.main`, as 0.8 / 0.9 card code reads), and the published
// helpers getMaxDepth and createStore. Destroy takes the prepare, the flag and the record's mark back.
import { publishedShape } from '../../../src/compat/published-shape'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

describe('the published shape', () => {
  it('adds one prepare and the legacy_format flag, which reads and writes the data shape', () => {
    host = createFakeHost(smallFamily())
    publishedShape.setup(host)
    expect(host.leftovers().sort()).toEqual(['prepare', 'state legacy_format'])
    const state = host.store.state as typeof host.store.state & { legacy_format: boolean }
    expect(state.legacy_format).toBe(true)
    state.legacy_format = false
    expect(state.data_shape).toBe('0.9')
  })

  it("flags the main person's record at each layout, not enumerably, and moves the flag with the main person", () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    publishedShape.setup(host)
    host.layOut()
    const me = host.store.getDatum('me')!
    expect(me.main).toBe(true)
    expect(Object.keys(me)).not.toContain('main')
    host.store.updateMainId('dad')
    host.layOut()
    expect(me.main).toBe(false)
    expect(host.store.getDatum('dad')!.main).toBe(true)
  })

  it('getMaxDepth and createStore answer as the published chart does', () => {
    host = createFakeHost(smallFamily())
    const part = publishedShape.setup(host)
    expect(methodsOf(publishedShape, part).getMaxDepth('me')).toEqual({ ancestry: 2, progeny: 1 })
    const store = methodsOf(publishedShape, part).createStore(smallFamily(), 'kid')
    expect(store).not.toBe(host.store)
    expect(store.getMainId()).toBe('kid')
    expect(store.getData()).toHaveLength(smallFamily().length)
  })

  it('takes the prepare, the flag and the main mark back on destroy', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = publishedShape.setup(host)
    host.layOut()
    part.destroy()
    expect(host.leftovers()).toEqual([])
    expect(host.store.getDatum('me')!.main).toBeFalsy()
  })
})
