/** @jest-environment jsdom */
import React, { act, useRef } from 'react'
import { useEditorWanted } from './useEditorWanted'

// react-dom ships no type declarations in this project; the test needs only these two calls.
const { createRoot } = require('react-dom/client') as {
  createRoot: (el: Element) => { render(node: React.ReactNode): void; unmount(): void }
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

function Probe() {
  const box = useRef<HTMLDivElement>(null)
  const { wanted, focused } = useEditorWanted(box)
  return (
    <div ref={box} data-testid="box">
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- the placeholder's focusable box */}
      <div tabIndex={0} data-wanted={String(wanted)} data-focused={String(focused)} />
    </div>
  )
}

function mount() {
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  act(() => root.render(<Probe />))
  const state = () => host.querySelector('[data-wanted]')!
  return { host, root, state }
}

afterEach(() => {
  jest.useRealTimers()
  document.body.innerHTML = ''
})

describe('useEditorWanted', () => {
  it('is not wanted at first, and is wanted with focus when the visitor focuses the placeholder', () => {
    jest.useFakeTimers()
    const { root, state } = mount()
    expect(state().getAttribute('data-wanted')).toBe('false')
    act(() => (state() as HTMLElement).focus())
    expect(state().getAttribute('data-wanted')).toBe('true')
    expect(state().getAttribute('data-focused')).toBe('true')
    act(() => root.unmount())
  })

  it('is wanted without focus once the loaded page has settled', () => {
    jest.useFakeTimers()
    const { root, state } = mount()
    act(() => jest.advanceTimersByTime(1000))
    expect(state().getAttribute('data-wanted')).toBe('false')
    act(() => jest.runAllTimers())
    expect(state().getAttribute('data-wanted')).toBe('true')
    expect(state().getAttribute('data-focused')).toBe('false')
    act(() => root.unmount())
  })

  it('is wanted when its box comes near the viewport', () => {
    let report: ((entries: { isIntersecting: boolean }[]) => void) | null = null
    ;(window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = class {
      constructor(cb: typeof report) {
        report = cb
      }
      observe() {}
      disconnect() {}
    }
    try {
      const { root, state } = mount()
      act(() => report!([{ isIntersecting: false }]))
      expect(state().getAttribute('data-wanted')).toBe('false')
      act(() => report!([{ isIntersecting: true }]))
      expect(state().getAttribute('data-wanted')).toBe('true')
      act(() => root.unmount())
    } finally {
      delete (window as unknown as { IntersectionObserver?: unknown }).IntersectionObserver
    }
  })
})
