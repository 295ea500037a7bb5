// Tests of the undo/redo snapshot history.
import type { Data } from '../../src/data/types'
import { createHistory } from '../../src/edit/history'

const step = (n: number): Data => [{ id: 'p', data: { gender: 'M', n }, rels: { children: [] } }]
const nOf = (data: Data | undefined) => data?.[0].data.n

describe('createHistory', () => {
  it('starts empty', () => {
    const h = createHistory()
    expect(h.length()).toBe(0)
    expect(h.canBack()).toBe(false)
    expect(h.canForward()).toBe(false)
    expect(h.back()).toBeUndefined()
    expect(h.forward()).toBeUndefined()
  })

  it('steps back and forward through snapshots', () => {
    const h = createHistory()
    h.update(step(1))
    expect(h.canBack()).toBe(false)
    h.update(step(2))
    h.update(step(3))
    expect(h.length()).toBe(3)
    expect(nOf(h.back())).toBe(2)
    expect(nOf(h.back())).toBe(1)
    expect(h.canBack()).toBe(false)
    expect(h.back()).toBeUndefined()
    expect(h.canForward()).toBe(true)
    expect(nOf(h.forward())).toBe(2)
    expect(nOf(h.forward())).toBe(3)
    expect(h.forward()).toBeUndefined()
  })

  it('drops the redo tail on a new update', () => {
    const h = createHistory()
    h.update(step(1))
    h.update(step(2))
    h.update(step(3))
    h.back()
    h.back()
    h.update(step(4))
    expect(h.length()).toBe(2)
    expect(h.canForward()).toBe(false)
    expect(nOf(h.back())).toBe(1)
    expect(nOf(h.forward())).toBe(4)
  })

  it('stores deep copies and hands out deep copies', () => {
    const h = createHistory()
    const data = step(1)
    h.update(data)
    data[0].data.n = 99
    data[0].rels.children!.push('x')
    h.update(step(2))
    const restored = h.back()!
    expect(restored).toEqual(step(1))
    restored[0].rels.children!.push('y')
    h.forward()
    expect(h.back()).toEqual(step(1))
  })

  it('calls onChange with the restored data on back and forward only', () => {
    const seen: unknown[] = []
    const h = createHistory((d) => seen.push(nOf(d)))
    h.update(step(1))
    h.update(step(2))
    expect(seen).toEqual([])
    const back = h.back()
    h.back()
    h.forward()
    expect(seen).toEqual([1, 2])
    expect(nOf(back)).toBe(1)
  })

  it('reset forgets everything, or restarts from one snapshot', () => {
    const h = createHistory()
    h.update(step(1))
    h.update(step(2))
    h.reset(step(7))
    expect(h.length()).toBe(1)
    expect(h.canBack()).toBe(false)
    h.update(step(8))
    expect(nOf(h.back())).toBe(7)
    h.reset()
    expect(h.length()).toBe(0)
    expect(h.canBack() || h.canForward()).toBe(false)
  })

  it('falls back to JSON copies without structuredClone', () => {
    const original = globalThis.structuredClone
    Object.defineProperty(globalThis, 'structuredClone', { value: undefined, configurable: true, writable: true })
    try {
      const h = createHistory()
      const data = step(1)
      h.update(data)
      data[0].data.n = 5
      h.update(step(2))
      expect(h.back()).toEqual(step(1))
    } finally {
      Object.defineProperty(globalThis, 'structuredClone', { value: original, configurable: true, writable: true })
    }
  })
})
