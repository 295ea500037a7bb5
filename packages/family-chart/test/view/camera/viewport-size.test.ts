/**
 * @jest-environment jsdom
 */
// The viewport's size is kept between drawings where a ResizeObserver says when it changes: a culling update in the
// frame after a drawing must not read it (that read lays out every new card at once). A resize of the container, of
// the window, or a new drawing makes the next need read it again.
import { setupZoom, viewBox, forgetViewportSize, treeFit, getCurrentZoom } from '../../../src/view/camera/zoom'
import { zoomIdentity } from 'd3'

/** A stand-in for the browser's ResizeObserver: `resize()` calls every observer as the browser would. */
class FakeResizeObserver {
  static all: FakeResizeObserver[] = []
  constructor(private readonly callback: () => void) {
    FakeResizeObserver.all.push(this)
  }
  observe() {}
  disconnect() {
    FakeResizeObserver.all = FakeResizeObserver.all.filter((o) => o !== this)
  }
  static resize() {
    for (const o of FakeResizeObserver.all) o.callback()
  }
}

function zoomedCanvas() {
  document.body.innerHTML = '<div id="canvas"><svg><g></g></svg><div></div></div>'
  const target = document.getElementById('canvas') as HTMLElement
  const svg = target.querySelector('svg')!
  const size = { width: 800, height: 600 }
  let reads = 0
  Object.defineProperty(target, 'clientWidth', { configurable: true, get: () => (reads++, size.width) })
  Object.defineProperty(target, 'clientHeight', { configurable: true, get: () => size.height })
  const zoom = setupZoom({
    target,
    svg,
    layers: { svgView: svg.querySelector('g')!, htmlCards: target.querySelector('div')! },
  })
  return { svg, size, zoom, reads: () => reads }
}

const widthSeen = (svg: SVGSVGElement) => viewBox(svg, zoomIdentity).x1

beforeEach(() => {
  FakeResizeObserver.all = []
  ;(globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver
})
afterEach(() => {
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver
})

describe('the viewport size', () => {
  it('is read once while nothing says it changed', () => {
    const { svg, reads } = zoomedCanvas()
    expect(widthSeen(svg)).toBe(800)
    widthSeen(svg)
    widthSeen(svg)
    expect(reads()).toBe(1)
  })

  it('is read again after the container was resized', () => {
    const { svg, size } = zoomedCanvas()
    expect(widthSeen(svg)).toBe(800)
    size.width = 500
    FakeResizeObserver.resize()
    expect(widthSeen(svg)).toBe(500)
  })

  it('is read again after the window was resized, before the page hears of it', () => {
    const { svg, size } = zoomedCanvas()
    expect(widthSeen(svg)).toBe(800)
    size.width = 640
    let seenByPage = 0
    const onResize = () => (seenByPage = widthSeen(svg))
    window.addEventListener('resize', onResize)
    window.dispatchEvent(new Event('resize'))
    window.removeEventListener('resize', onResize)
    expect(seenByPage).toBe(640)
  })

  it('is read again by each drawing and by treeFit, for a resize in the same task', () => {
    const { svg, size } = zoomedCanvas()
    expect(widthSeen(svg)).toBe(800)
    size.width = 400
    forgetViewportSize(svg)
    expect(widthSeen(svg)).toBe(400)
    size.width = 1000
    size.height = 1000
    treeFit({ svg, tree_dim: { width: 0, height: 0, x_off: 0, y_off: 0 } })
    expect(getCurrentZoom(svg).x).toBe(500)
  })

  it('stops watching on destroy', () => {
    const { zoom } = zoomedCanvas()
    expect(FakeResizeObserver.all).toHaveLength(1)
    zoom.destroy()
    expect(FakeResizeObserver.all).toHaveLength(0)
  })

  it('is read every time without a ResizeObserver', () => {
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver
    const { svg, reads } = zoomedCanvas()
    widthSeen(svg)
    widthSeen(svg)
    expect(reads()).toBe(2)
  })
})
