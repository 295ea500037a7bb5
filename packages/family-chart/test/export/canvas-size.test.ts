// PNG size: the asked scale when the canvas allows it, else the largest scale within the browser's limits.
import { planCanvas } from '../../src/features/export/canvas-size'

describe('planCanvas', () => {
  it('multiplies the size by the scale when it fits', () => {
    expect(planCanvas(1200, 700, 2)).toEqual({ scale: 2, width: 2400, height: 1400, reduced: false })
  })

  it('scales a tree wider than the longest side down to that side', () => {
    const plan = planCanvas(100000, 1000, 2)
    expect(plan.reduced).toBe(true)
    expect(plan.width).toBeLessThanOrEqual(32767)
    expect(plan.width).toBeGreaterThan(32700)
    expect(plan.height / plan.width).toBeCloseTo(1000 / 100000, 3)
  })

  it('keeps the area within the limit', () => {
    const plan = planCanvas(20000, 20000, 1, { side: 32767, area: 16384 * 16384 })
    expect(plan.width * plan.height).toBeLessThanOrEqual(16384 * 16384)
    expect(plan.width).toBeGreaterThan(16300)
  })

  it('takes scale 1 for a missing or senseless scale', () => {
    expect(planCanvas(100, 50, NaN)).toEqual({ scale: 1, width: 100, height: 50, reduced: false })
    expect(planCanvas(100, 50, -3).scale).toBe(1)
  })
})
