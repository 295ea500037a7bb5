// The text of the fan's places with numbers: which way it runs by the slot's shape, its turn on screen (never upside
// down, at any rotation and arc), the font that fits, the dates where there is room, and shortened names.
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { rotateFanLayout } from '../../../src/chart-types/fan/fan-rotate'
import { arcTextTurn, halfTurn, radialTextTurn } from '../../../src/chart-types/fan/fan-angles'
import { estimateTextWidth, shortenToWidth } from '../../../src/chart-types/fan/fan-text-width'
import {
  arcAnchor,
  arcTextHalfSpan,
  fitText,
  NAME_WIDTH_SCALE,
  ringRoom,
} from '../../../src/chart-types/fan/fan-text-fit'
import type { FanLayout } from '../../../src/chart-types/fan/fan-types'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'

/** A family with descendants too: three children, five grandchildren. */
function withDescendants(): Data {
  const data = pedigree(7)
  const main = data.find((d) => d.id === 'p1')!
  const add = (id: string, parent: string, gender: 'M' | 'F') => {
    data.push({ id, data: { gender, 'first name': id, 'last name': 'Kid' }, rels: { father: parent, children: [] } })
    data.find((d) => d.id === parent)!.rels.children!.push(id)
  }
  for (const c of ['c1', 'c2', 'c3']) add(c, 'p1', 'F')
  for (const g of ['g1', 'g2']) add(g, 'c1', 'M')
  for (const g of ['g3', 'g4', 'g5']) add(g, 'c3', 'M')
  expect(main.rels.children).toHaveLength(3)
  return data
}

describe('which way the text runs', () => {
  it('runs along the arc where the slot is wider than deep and along the radius where it is narrower', () => {
    const layout = fanLayout(pedigree(7), { main_id: 'p1', ancestry_depth: 6 })
    const orientations = [1, 2, 3, 4, 5, 6].map((g) => {
      const p = layout.places.find((q) => q.generation === g)!
      const arcAtMid = (((p.innerRadius + p.outerRadius) / 2) * ((p.endAngle - p.startAngle) * Math.PI)) / 180
      return [g, Math.round(arcAtMid), p.outerRadius - p.innerRadius, p.text.orientation]
    })
    // Ring 5 (32 slots of 11.25° at a mid-radius of 418 px) is 82 px along the arc and 120 px deep.
    expect(orientations).toEqual([
      [1, 333, 72, 'arc'],
      [2, 280, 72, 'arc'],
      [3, 196, 72, 'arc'],
      [4, 126, 72, 'arc'],
      [5, 82, 120, 'radial'],
      [6, 53, 120, 'radial'],
    ])
    expect(layout.places[0].text.orientation).toBe('horizontal')
  })

  it('draws no text in slots too thin for the smallest font, the name staying on the place', () => {
    const layout = fanLayout(pedigree(13), { main_id: 'p1', ancestry_depth: 12 })
    const outer = layout.places.filter((p) => p.generation === 12)
    expect(outer).toHaveLength(4096)
    // 4096 slots of 0.088° at 1,156 px: 1.8 px thin.
    expect(outer.every((p) => p.text.orientation === 'none' && p.text.lines.length === 0)).toBe(true)
    expect(outer[0].name).toBe('Given4096 Line13x4096')
  })
})

describe('the turn of the text on screen', () => {
  it('is the tangent at the top and the bottom, and along the radius at the sides', () => {
    expect(arcTextTurn(0)).toEqual({ rotation: 0, flipped: false })
    expect(arcTextTurn(60)).toEqual({ rotation: 60, flipped: false })
    expect(arcTextTurn(90)).toEqual({ rotation: 90, flipped: false })
    expect(arcTextTurn(135)).toEqual({ rotation: -45, flipped: true })
    expect(arcTextTurn(180)).toEqual({ rotation: 0, flipped: true })
    expect(arcTextTurn(-90)).toEqual({ rotation: 90, flipped: true })
    expect(radialTextTurn(90)).toEqual({ rotation: 0, flipped: false })
    expect(radialTextTurn(30)).toEqual({ rotation: -60, flipped: false })
    expect(radialTextTurn(-30)).toEqual({ rotation: 60, flipped: true })
    expect(radialTextTurn(200)).toEqual({ rotation: -70, flipped: true })
  })

  const arcs = [180, 225, 270, 300, 360]
  const rotations = [0, 15, 45, 90, 135, 180, -30, -105, -165, 270]
  it(`stays within (−90°, 90°] for every place, at ${arcs.length} arcs × ${rotations.length} rotations`, () => {
    let checked = 0
    const wrong: string[] = []
    for (const degrees of arcs) {
      const base = fanLayout(withDescendants(), { main_id: 'p1', ancestry_depth: 6, progeny_depth: 2, degrees })
      for (const rotation of rotations) {
        const laid = fanLayout(withDescendants(), {
          main_id: 'p1',
          ancestry_depth: 6,
          progeny_depth: 2,
          degrees,
          rotation,
        })
        for (const layout of [laid, rotateFanLayout(base, rotation)]) {
          for (const p of layout.places) {
            const { rotation: r, orientation, anchorAngle } = p.text
            // The baseline follows the arc (the tangent) or the radius at the anchor, one way or the other.
            const along = orientation === 'arc' ? anchorAngle : orientation === 'radial' ? anchorAngle - 90 : 0
            const off = Math.abs(halfTurn(r - along)) % 180
            const offLine = Math.min(off, 180 - off) > 1e-9
            if (!(r > -90 && r <= 90) || offLine) wrong.push(`${degrees}° turned ${rotation}°: ${p.key} at ${r}°`)
            checked++
          }
        }
      }
    }
    expect(wrong).toEqual([])
    expect(checked).toBeGreaterThan(5000)
  })

  it('keeps arc text off the sides of the fan, where half of it would stand on its head, when its slot has room', () => {
    // The father's half of a whole circle is centred on the left side (−90°): his name moves up, into the upper half.
    expect(arcAnchor(-180, 0, 20)).toBe(-69.5)
    // It moves to the side its middle leans to: above the line, or below it; a slot with no room keeps its middle.
    expect(arcAnchor(-100, -60, 12)).toBe(-77.5)
    expect(arcAnchor(-120, -80, 12)).toBe(-102.5)
    expect(arcAnchor(-100, -80, 15)).toBe(-90)
    expect(arcAnchor(-45, 0, 10)).toBe(-22.5)
    const crossing: string[] = []
    for (const rotation of [0, 30, 90, 135, 180, -75]) {
      const layout = fanLayout(withDescendants(), { main_id: 'p1', ancestry_depth: 6, progeny_depth: 2, rotation })
      for (const p of layout.places) {
        if (p.text.orientation !== 'arc') continue
        const half = arcTextHalfSpan(p.text.lines, p.text.anchorRadius)
        const room = Math.min(p.text.anchorAngle - p.startAngle, p.endAngle - p.text.anchorAngle)
        expect(room).toBeGreaterThanOrEqual(half - 1e-9)
        for (const side of [90, -90]) {
          const off = Math.abs(halfTurn(p.text.anchorAngle - side))
          const slotHasRoom = p.endAngle - p.startAngle >= 4 * half + 2
          if (off < half && slotHasRoom) crossing.push(`${rotation}°: ${p.key}`)
        }
      }
    }
    expect(crossing).toEqual([])
  })

  it('turned after the layout is the same as laid out at that rotation', () => {
    const base = fanLayout(withDescendants(), { main_id: 'p1', ancestry_depth: 5, progeny_depth: 2, degrees: 240 })
    const direct = fanLayout(withDescendants(), {
      main_id: 'p1',
      ancestry_depth: 5,
      progeny_depth: 2,
      degrees: 240,
      rotation: 75,
    })
    const turned = rotateFanLayout(base, 75)
    expect(turned.rotation).toBe(75)
    expect(base.rotation).toBe(0)
    const pick = (l: FanLayout) =>
      l.places.map((p) => [p.key, p.startAngle, p.endAngle, p.text.rotation, p.text.flipped, p.text.lines])
    const [a, b] = [pick(turned), pick(direct)]
    for (let i = 0; i < a.length; i++) {
      expect(a[i][0]).toBe(b[i][0])
      for (const k of [1, 2, 3]) expect(a[i][k] as number).toBeCloseTo(b[i][k] as number, 9)
      expect(a[i].slice(4)).toEqual(b[i].slice(4))
    }
    expect(turned.bounds.width).toBeCloseTo(direct.bounds.width, 9)
  })
})

describe('the font and the lines', () => {
  const layout = fanLayout(pedigree(7), { main_id: 'p1', ancestry_depth: 6 })

  it('fit every line into the room the place gives it', () => {
    for (const p of layout.places) {
      const height = p.text.lines.reduce((sum, l) => sum + 1.2 * l.fontSize, 0)
      expect(height).toBeLessThanOrEqual(p.text.thickness + 1e-9)
      for (const line of p.text.lines) {
        const scale = line.role === 'name' ? NAME_WIDTH_SCALE : 1
        expect(estimateTextWidth(line.text, line.fontSize) * scale).toBeLessThanOrEqual(p.text.length + 1e-9)
      }
    }
  })

  it('draws names at 14 px with the years under them in the inner rings, and on two lines without years in thin outer slots', () => {
    const sample = (g: number) => layout.places.find((p) => p.generation === g)!.text
    expect(sample(1).fontSize).toBe(14)
    expect(sample(1).lines.map((l) => [l.text, l.role, l.fontSize])).toEqual([
      ['Given2 Line2x2', 'name', 14],
      ['1970\u20132040', 'dates', 11.9],
    ])
    // Ring 6: slots of 5.6° at 478 px are 41 px thin at their inner edge: the name takes two lines, the years no third.
    const outer = sample(6)
    expect(outer.orientation).toBe('radial')
    expect(outer.fits).toBe(true)
    expect(outer.lines.map((l) => l.text)).toEqual(['Given64', 'Line7x64'])
    expect(outer.thickness).toBeCloseTo(478 * ((5.625 * Math.PI) / 180) - 6, 9)
  })

  it('centres the lines on the anchor, one under the other', () => {
    const lines = layout.places.find((p) => p.key === 'a2')!.text.lines
    expect(lines.map((l) => l.dy)).toEqual([(-1.2 * 11.9) / 2, (1.2 * 14) / 2].map((v) => expect.closeTo(v, 9)))
  })

  it('shortens a name too long for the place, keeping the full name on it', () => {
    const data = pedigree(3)
    const long = 'Maria Anna Josepha Antonia Walburga Theresia Franziska Xaveria of Bavaria and the Upper Palatinate '
      .repeat(2)
      .trim()
    Object.assign(data.find((d) => d.id === 'p7')!.data, { 'first name': long, 'last name': '' })
    const place = fanLayout(data, { main_id: 'p1', ancestry_depth: 2 }).places.find((p) => p.key === 'a7')!
    expect(place.name).toBe(long)
    expect(place.text.fits).toBe(false)
    expect(place.text.lines).toHaveLength(1)
    expect(place.text.lines[0].text).toMatch(/^Maria Anna .*\u2026$/)
    const drawnWidth = estimateTextWidth(place.text.lines[0].text, place.text.fontSize) * NAME_WIDTH_SCALE
    expect(drawnWidth).toBeLessThanOrEqual(place.text.length)
  })

  it('follows the base font size the page passes (the user’s text size)', () => {
    const large = fanLayout(pedigree(3), { main_id: 'p1', ancestry_depth: 2, base_font_size: 20 })
    expect(large.places.find((p) => p.key === 'a2')!.text.fontSize).toBe(20)
  })
})

describe('shortening to a width', () => {
  it('cuts whole characters, never half a surrogate pair, and ends with an ellipsis', () => {
    expect(shortenToWidth('Anne', 100, 10)).toBe('Anne')
    const cut = shortenToWidth('\u{1F600}\u{1F600}\u{1F600}\u{1F600}', 25, 10)
    expect(cut).toBe('\u{1F600}\u2026')
    expect(shortenToWidth('Wilhelmina', 5, 10)).toBe('')
  })

  it('ends after the last whole word that fits, without a trailing comma, or inside a first word too long', () => {
    const width = (text: string) => estimateTextWidth(text + '\u2026', 10)
    expect(shortenToWidth('Olga Constantinovna of Russia', width('Olga Cons'), 10)).toBe('Olga\u2026')
    expect(shortenToWidth('Ernst August, Crown Prince', width('Ernst August, Cr'), 10)).toBe('Ernst August\u2026')
    expect(shortenToWidth('Wilhelmina Helena', width('Wilhel'), 10)).toBe('Wilhel\u2026')
  })
})

describe('the largest font that fits', () => {
  const STEP = 0.5
  /** The rule with numbers: every font from the largest down, one line before two at each. */
  function reference(name: string, room: ReturnType<typeof ringRoom>, maxFont: number, minFont: number) {
    // One line, or two split at the space nearest the middle.
    const layouts = [[name]]
    const spaces = [...name].flatMap((ch, i) => (ch === ' ' ? [i] : []))
    const middle = spaces.sort((a, b) => Math.abs(a - name.length / 2) - Math.abs(b - name.length / 2) || a - b)[0]
    if (middle > 0) layouts.push([name.slice(0, middle), name.slice(middle + 1)])
    for (let fs = maxFont; fs >= minFont - 1e-9; fs -= STEP)
      for (const lines of layouts) {
        const length = room.lengthFor(1.2 * fs * lines.length)
        const widest = Math.max(...lines.map((l) => estimateTextWidth(l, fs) * NAME_WIDTH_SCALE))
        if (length > 0 && widest <= length) return { fontSize: fs, lines }
      }
    return null
  }
  it('is the font the one-by-one rule finds, for slots wide and narrow, along the arc and the radius', () => {
    const names = ['Anne', 'Wilhelmina Helena', 'Olga Constantinovna of Russia', 'Ernst August', 'Zoë Ōtaka Łukasz']
    let compared = 0
    let none = 0
    for (const name of names)
      for (const inner of [20, 60, 140, 300, 700])
        for (const depth of [14, 30, 60, 120])
          for (const span of [0.4, 2, 7, 20, 45, 90]) {
            const room = ringRoom(inner, inner + depth, 10, 10 + span)
            const expected = reference(name, room, 14, 7)
            const got = fitText({ name, dates: '', maxFont: 14, minFont: 7 }, room)
            compared++
            if (!expected) {
              none++
              // Nothing whole fits: a shortened name (not whole) or nothing at all.
              expect(got.fits).toBe(false)
              continue
            }
            expect(got.fits).toBe(true)
            expect(got.fontSize).toBe(expected.fontSize)
            expect(got.lines.map((l) => l.text)).toEqual(expected.lines)
          }
    expect(compared).toBe(600)
    expect(none).toBeGreaterThan(50)
    expect(none).toBeLessThan(compared - 100)
  })

  it('draws nothing in a slot too thin for one line at the smallest font', () => {
    const thin = ringRoom(838, 958, 0, 0.7)
    expect(thin.orientation).toBe('radial')
    expect(fitText({ name: 'Anne', dates: '1900', maxFont: 14, minFont: 7 }, thin)).toMatchObject({
      orientation: 'none',
      lines: [],
      fits: false,
    })
  })
})
