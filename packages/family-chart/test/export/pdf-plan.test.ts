// PDF pages: fitted on one page while readable, a tiled poster otherwise, or one poster-sized page.
import { MAX_TILES, PAGE_SIZES, planPdf, PT_PER_MM, PT_PER_PX } from '../../src/features/export/pdf-plan'

const box = (w: number, h: number) => ({ x0: -w / 2, y0: 0, x1: w / 2, y1: h })

describe('planPdf', () => {
  it('fits a small tree on one A4 page, turned to its shape, centred, never enlarged past 1 pt per pixel', () => {
    const plan = planPdf(box(800, 400))
    expect([plan.pageWidth, plan.pageHeight]).toEqual([PAGE_SIZES.a4[1], PAGE_SIZES.a4[0]])
    expect(plan.tiled).toBe(false)
    expect(plan.pages).toHaveLength(1)
    const [page] = plan.pages
    expect(plan.scale).toBeLessThanOrEqual(1)
    expect(page.x + page.width / 2).toBeCloseTo(plan.pageWidth / 2, 5)
    expect(page.y + page.height / 2).toBeCloseTo(plan.pageHeight / 2, 5)
    expect(page.region).toEqual(box(800, 400))
  })

  it('follows the page size and orientation asked for', () => {
    const plan = planPdf(box(800, 400), { pageSize: 'letter', orientation: 'portrait', margin: 0 })
    expect([plan.pageWidth, plan.pageHeight]).toEqual(PAGE_SIZES.letter)
    expect(plan.pages[0].width).toBeCloseTo(612, 5)
  })

  it('tiles a tree too big to read on one page, neighbours overlapping by the overlap', () => {
    const plan = planPdf(box(6000, 1500), { pageSize: 'a4', margin: 10, overlap: 10 })
    expect(plan.tiled).toBe(true)
    expect(plan.pages.length).toBe(plan.rows * plan.cols)
    expect(plan.pages.length).toBeGreaterThan(1)
    const overlapPx = (10 * PT_PER_MM) / plan.scale
    const [first, second] = plan.pages
    expect(first.region.x1 - second.region.x0).toBeCloseTo(overlapPx, 5)
    // Together the tiles cover the whole tree.
    expect(Math.min(...plan.pages.map((p) => p.region.x0))).toBeLessThanOrEqual(-3000)
    expect(Math.max(...plan.pages.map((p) => p.region.x1))).toBeGreaterThanOrEqual(3000)
    expect(Math.max(...plan.pages.map((p) => p.region.y1))).toBeGreaterThanOrEqual(1500)
    expect(plan.shrunkToPageLimit).toBe(false)
  })

  it("fits with layout 'fit' however small, and tiles with layout 'tile'", () => {
    expect(planPdf(box(6000, 1500), { layout: 'fit' }).pages).toHaveLength(1)
    expect(planPdf(box(1500, 1000), { layout: 'tile' }).pages.length).toBeGreaterThan(1)
  })

  it('draws a huge tree smaller rather than on more than the page limit', () => {
    const plan = planPdf(box(400000, 3000))
    expect(plan.pages.length).toBeLessThanOrEqual(MAX_TILES)
    expect(plan.shrunkToPageLimit).toBe(true)
  })

  it('makes one poster page at print size, up to the largest page readers accept', () => {
    const poster = planPdf(box(3000, 1000), { pageSize: 'poster', margin: 10 })
    expect(poster.pages).toHaveLength(1)
    expect(poster.scale).toBe(PT_PER_PX)
    expect(poster.pageWidth).toBeCloseTo(3000 * PT_PER_PX + 20 * PT_PER_MM, 5)
    const huge = planPdf(box(100000, 1000), { pageSize: 'poster' })
    expect(huge.pageWidth).toBeLessThanOrEqual(14400 + 1e-6)
  })
})
