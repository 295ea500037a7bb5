/** @jest-environment jsdom */
import { whenIdleAfterLoad } from './when-idle'

describe('whenIdleAfterLoad', () => {
  it('waits for the load event, then for an idle period; cancelling stops it', () => {
    const listeners: Record<string, () => void> = {}
    const idle: Array<() => void> = []
    const fakeWindow = {
      document: { readyState: 'loading' },
      addEventListener: (type: string, fn: () => void) => {
        listeners[type] = fn
      },
      removeEventListener: jest.fn(),
      requestIdleCallback: (fn: () => void) => {
        idle.push(fn)
        return idle.length
      },
      cancelIdleCallback: jest.fn(),
      clearTimeout: jest.fn(),
    } as unknown as Window
    const load = jest.fn()
    whenIdleAfterLoad(fakeWindow, load)
    expect(idle).toHaveLength(0)
    listeners.load()
    expect(load).not.toHaveBeenCalled()
    idle[0]()
    expect(load).toHaveBeenCalledTimes(1)

    const second = jest.fn()
    const cancel = whenIdleAfterLoad(
      { ...fakeWindow, document: { readyState: 'complete' } } as unknown as Window,
      second,
    )
    cancel()
    idle[1]()
    expect(second).not.toHaveBeenCalled()
  })
})
