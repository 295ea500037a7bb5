// The fan's camera beside the panels over the chart: the usual fit and middle when nothing covers the fan, else the
// fan moved (and if need be made smaller) so that neither the legend nor the buttons cover any part of its box.
import { boxOnScreen, clearFit, clearMiddle, clearRegions, type Box } from '../../../src/chart-types/fan/fan-clear-fit'
import { calculateTreeFit } from '../../../src/view/camera/zoom'

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/** A whole fan of radius 300 around its centre. */
const FAN: Box = { x: -300, y: -300, width: 600, height: 600 }
const DESKTOP = { width: 1100, height: 700 }
/** An open legend in the bottom-left corner, and the turn buttons top right. */
const LEGEND: Box = { x: 8, y: 480, width: 260, height: 212 }
const BUTTONS: Box = { x: 960, y: 8, width: 132, height: 36 }

describe('clearFit', () => {
  it('is the chart’s own fit when no panel touches the fan', () => {
    const small = { x: 8, y: 650, width: 80, height: 30 }
    const own = calculateTreeFit(DESKTOP, { width: 600, height: 600, x_off: 300, y_off: 300 })
    expect(clearFit(DESKTOP, FAN, [small])).toEqual(own)
    expect(clearFit(DESKTOP, FAN, [])).toEqual(own)
  })

  it('keeps the legend and the buttons off the fan where the plain fit put them over it', () => {
    const own = calculateTreeFit(DESKTOP, { width: 600, height: 600, x_off: 300, y_off: 300 })
    const big = { ...LEGEND, width: 420 }
    // The plain fit would have the legend over the fan's box: the case this is for.
    expect(overlaps(boxOnScreen(FAN, own), big)).toBe(true)
    const camera = clearFit(DESKTOP, FAN, [big, BUTTONS])
    const shown = boxOnScreen(FAN, camera)
    expect(overlaps(shown, big)).toBe(false)
    expect(overlaps(shown, BUTTONS)).toBe(false)
    // Still on screen, and no larger than the plain fit.
    expect(shown.x).toBeGreaterThanOrEqual(0)
    expect(shown.y).toBeGreaterThanOrEqual(0)
    expect(shown.x + shown.width).toBeLessThanOrEqual(DESKTOP.width)
    expect(shown.y + shown.height).toBeLessThanOrEqual(DESKTOP.height)
    expect(camera.k).toBeLessThanOrEqual(own.k)
    expect(camera.k).toBeGreaterThan(0)
  })

  it('shrinks the fan to fit above a legend as wide as a phone', () => {
    const phone = { width: 343, height: 500 }
    const legend = { x: 8, y: 300, width: 327, height: 192 }
    const shown = boxOnScreen(FAN, clearFit(phone, FAN, [legend]))
    expect(overlaps(shown, legend)).toBe(false)
    expect(shown.y + shown.height).toBeLessThanOrEqual(legend.y)
  })
})

describe('clearMiddle', () => {
  it('puts the centre in the middle at the scale asked when that is clear', () => {
    expect(clearMiddle(DESKTOP, FAN, [LEGEND], 0.5)).toEqual({ k: 0.5, x: 550, y: 350 })
  })

  it('moves the fan beside the legend, at the same scale, when the middle would put it under the legend', () => {
    const wide = { x: 8, y: 300, width: 500, height: 392 }
    const camera = clearMiddle(DESKTOP, FAN, [wide], 0.8)
    expect(camera.k).toBe(0.8)
    expect(overlaps(boxOnScreen(FAN, camera), wide)).toBe(false)
  })
})

describe('clearRegions', () => {
  it('lists only rectangles of the viewport that no panel (nor the gap around it) touches', () => {
    const regions = clearRegions(DESKTOP, [LEGEND, BUTTONS])
    expect(regions.length).toBeGreaterThan(0)
    for (const r of regions) {
      expect(overlaps(r, LEGEND)).toBe(false)
      expect(overlaps(r, BUTTONS)).toBe(false)
    }
    // The full height right of the legend and left of the buttons is one of them.
    expect(regions).toContainEqual({ x: 276, y: 0, width: 676, height: 700 })
  })
})
