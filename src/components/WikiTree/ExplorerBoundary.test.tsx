/** @jest-environment jsdom */
import React, { act } from 'react'
import ExplorerBoundary from './ExplorerBoundary'

// react-dom ships no type declarations in this project; the test needs only these two calls.
const { createRoot } = require('react-dom/client') as {
  createRoot: (el: Element) => { render(node: React.ReactNode): void; unmount(): void }
}

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let shouldThrow = true
function Explorer() {
  if (shouldThrow) throw new TypeError("Cannot read properties of undefined (reading 'rank')")
  return <p>chart</p>
}

describe('ExplorerBoundary', () => {
  it('shows the fallback instead of a blank page, and draws the explorer again on Try again', () => {
    const container = document.createElement('div')
    const root = createRoot(container)
    const caught: unknown[] = []
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => {})
    let retry = () => {}
    act(() => {
      root.render(
        <ExplorerBoundary
          onError={(e) => caught.push(e)}
          fallback={(error, tryAgain) => {
            retry = tryAgain
            return <p>The explorer stopped ({error instanceof TypeError ? 'a bug' : 'other'}).</p>
          }}
        >
          <Explorer />
        </ExplorerBoundary>,
      )
    })
    expect(container.textContent).toBe('The explorer stopped (a bug).')
    expect(caught).toHaveLength(1)
    shouldThrow = false
    act(() => retry())
    expect(container.textContent).toBe('chart')
    act(() => root.unmount())
    quiet.mockRestore()
  })
})
