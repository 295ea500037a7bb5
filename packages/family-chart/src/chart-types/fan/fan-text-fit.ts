/**
 * Fitting a place's text: which way it runs (along the arc when the slot is wider than deep, along the radius when
 * it is narrow), the largest font at which the name fits (on one line or two), the dates under it where there is
 * room, and a shortened name when even the smallest font is too large.
 */
import { arcTextTurn, halfTurn, radialTextTurn, toRadians } from './fan-angles'
import { estimateTextWidth, shortenToWidth } from './fan-text-width'
import type { FanText, FanTextLine, FanTextOrientation } from './fan-types'

/** Gap between text and a place's edges, px. */
export const TEXT_PAD = 3
const LINE_HEIGHT = 1.2
/** Fonts are tried from the largest down in steps of this many px. */
const FONT_STEP = 0.5
/** The dates are drawn this much smaller than the name. */
const DATES_SCALE = 0.85
/** Names are drawn semi-bold (the stylesheet's .f3-fan-name), which is up to this much wider than regular text. */
export const NAME_WIDTH_SCALE = 1.12

/** The width of a line of the name at `fontSize`, px. */
const nameWidth = (text: string, fontSize: number) => estimateTextWidth(text, fontSize) * NAME_WIDTH_SCALE

export interface TextRoom {
  orientation: FanTextOrientation
  /** Room along the baseline for a block of lines `blockHeight` px thick; ≤ 0 when the block is too thick. */
  lengthFor: (blockHeight: number) => number
  /** The thickness across the baseline the place offers (the most a block may be). */
  thickness: number
}

export interface FitRequest {
  name: string
  dates: string
  maxFont: number
  minFont: number
}

interface Fitted {
  lines: FanTextLine[]
  fontSize: number
  fits: boolean
  length: number
}

/** The name as one line, or as two split at the space nearest its middle. */
function nameLayouts(name: string): string[][] {
  const out = [[name]]
  let best = -1
  for (let i = name.indexOf(' '); i > 0; i = name.indexOf(' ', i + 1))
    if (best < 0 || Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2)) best = i
  if (best > 0) out.push([name.slice(0, best), name.slice(best + 1)])
  return out
}

/** The lines, each `LINE_HEIGHT` times its font size high, stacked and centred on the anchor. */
function stack(texts: { text: string; role: FanTextLine['role']; fontSize: number }[]): FanTextLine[] {
  const height = texts.reduce((sum, t) => sum + LINE_HEIGHT * t.fontSize, 0)
  let top = -height / 2
  return texts.map((t) => {
    const h = LINE_HEIGHT * t.fontSize
    const line: FanTextLine = { text: t.text, role: t.role, fontSize: t.fontSize, dy: top + h / 2 }
    top += h
    return line
  })
}

/** The room's length where a block of `lineCount` lines, its widest `widest` px per px of font, fits at `fontSize`; else 0. */
function fitsAt(room: TextRoom, lineCount: number, widest: number, fontSize: number): number {
  const length = room.lengthFor(LINE_HEIGHT * fontSize * lineCount)
  return length > 0 && widest * fontSize <= length ? length : 0
}

/**
 * The largest of the fonts tried (maxFont down to minFont in FONT_STEP steps) at which the layout fits, as a step
 * count from maxFont, or -1. A block that fits at a font fits at every smaller one (less to hold, more room), so
 * the steps are bisected rather than tried one by one.
 */
function largestStep(room: TextRoom, lineCount: number, widest: number, request: FitRequest): number {
  const last = Math.floor((request.maxFont - request.minFont + 1e-9) / FONT_STEP)
  if (!fitsAt(room, lineCount, widest, request.maxFont - last * FONT_STEP)) return -1
  let lo = 0
  let hi = last
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (fitsAt(room, lineCount, widest, request.maxFont - mid * FONT_STEP)) hi = mid
    else lo = mid + 1
  }
  return lo
}

/** The name's lines at the largest font that fits (one line before two at the same font), or null when none does. */
function fitWhole(request: FitRequest, room: TextRoom): Fitted | null {
  let best: string[] | null = null
  let bestStep = -1
  for (const lines of nameLayouts(request.name)) {
    let widest = 0
    for (const line of lines) widest = Math.max(widest, nameWidth(line, 1))
    const step = largestStep(room, lines.length, widest, request)
    if (step >= 0 && (bestStep < 0 || step < bestStep)) {
      best = lines
      bestStep = step
    }
  }
  if (!best) return null
  const fontSize = request.maxFont - bestStep * FONT_STEP
  const length = room.lengthFor(LINE_HEIGHT * fontSize * best.length)
  const lines = best.map((text) => ({ text, role: 'name' as const, fontSize }))
  return { lines: stack(lines), fontSize, fits: true, length }
}

/** One shortened line at a readable size the place can hold, or null when not even that fits. */
function fitShortened(request: FitRequest, room: TextRoom): Fitted | null {
  const fontSize = Math.max(request.minFont, Math.min(request.maxFont * 0.8, room.thickness / LINE_HEIGHT))
  const length = room.lengthFor(LINE_HEIGHT * fontSize)
  if (length <= 0) return null
  const text = shortenToWidth(request.name, length / NAME_WIDTH_SCALE, fontSize)
  if (!text) return null
  return { lines: stack([{ text, role: 'name', fontSize }]), fontSize, fits: false, length }
}

/** Adds the dates under the name when the block with them still fits. */
function withDates(fitted: Fitted, request: FitRequest, room: TextRoom): Fitted {
  if (!request.dates || !fitted.fits) return fitted
  const datesFont = Math.max(request.minFont, fitted.fontSize * DATES_SCALE)
  const height = fitted.lines.reduce((sum, l) => sum + LINE_HEIGHT * l.fontSize, 0) + LINE_HEIGHT * datesFont
  const length = room.lengthFor(height)
  const widest = Math.max(...fitted.lines.map((l) => nameWidth(l.text, l.fontSize)))
  if (length <= 0 || widest > length || estimateTextWidth(request.dates, datesFont) > length) return fitted
  const texts = [...fitted.lines, { text: request.dates, role: 'dates' as const, fontSize: datesFont }]
  return { lines: stack(texts), fontSize: fitted.fontSize, fits: fitted.fits, length }
}

/** The text of a place: every field, in one order (one object shape for all texts). */
export function fanText(
  fitted: Omit<FanText, 'rotation' | 'flipped' | 'anchorAngle' | 'anchorRadius'>,
  anchorAngle: number,
  anchorRadius: number,
  turn: { rotation: number; flipped: boolean },
): FanText {
  return {
    orientation: fitted.orientation,
    anchorAngle,
    anchorRadius,
    rotation: turn.rotation,
    flipped: turn.flipped,
    fontSize: fitted.fontSize,
    fits: fitted.fits,
    length: fitted.length,
    thickness: fitted.thickness,
    lines: fitted.lines,
  }
}

/** The text of a place in `room`; orientation 'none' (no lines) when nothing readable fits. */
export function fitText(
  request: FitRequest,
  room: TextRoom,
): Omit<FanText, 'rotation' | 'flipped' | 'anchorAngle' | 'anchorRadius'> {
  // Too thin for one line at the smallest font: nothing fits, whole or shortened (the outer rings of a big fan).
  const oneLine = room.orientation === 'none' ? 0 : room.lengthFor(LINE_HEIGHT * request.minFont)
  const fitted = request.name && oneLine > 0 ? (fitWhole(request, room) ?? fitShortened(request, room)) : null
  if (!fitted) return { orientation: 'none', fontSize: 0, fits: false, length: 0, thickness: room.thickness, lines: [] }
  const done = withDates(fitted, request, room)
  return {
    orientation: room.orientation,
    fontSize: done.fontSize,
    fits: done.fits,
    length: done.length,
    thickness: room.thickness,
    lines: done.lines,
  }
}

/**
 * The room of a ring slot's text band from `inner` to `outer` px over `start`…`end` degrees: along the arc when the
 * slot's arc at mid-radius is at least as long as the band is deep, else along the radius.
 */
export function ringRoom(inner: number, outer: number, start: number, end: number): TextRoom {
  const depth = outer - inner
  const span = toRadians(end - start)
  const mid = (inner + outer) / 2
  if (mid * span >= depth) {
    // Along the arc, a block centred on the mid-radius is shortest on its inner side.
    return {
      orientation: 'arc',
      thickness: depth - 2 * TEXT_PAD,
      lengthFor: (h) => (h > depth - 2 * TEXT_PAD ? 0 : (mid - h / 2) * span - 2 * TEXT_PAD),
    }
  }
  // Along the radius, the slot is thinnest at its inner edge.
  const thickness = inner * span - 2 * TEXT_PAD
  return {
    orientation: 'radial',
    thickness,
    lengthFor: (h) => (h > thickness ? 0 : depth - 2 * TEXT_PAD),
  }
}

/**
 * The room of the centre disc of `radius` px for a horizontal block whose top is at `top` px (y down; null centres
 * the block on the disc): the chord at the block's edge farthest from the centre.
 */
export function centreRoom(radius: number, top: number | null): TextRoom {
  return {
    orientation: 'horizontal',
    thickness: top === null ? 2 * radius : radius - top,
    lengthFor: (h) => {
      const far = top === null ? h / 2 : Math.max(Math.abs(top), Math.abs(top + h))
      if (far >= radius - TEXT_PAD) return 0
      return 2 * Math.sqrt(radius * radius - far * far) - 2 * TEXT_PAD
    },
  }
}

/** The on-screen turn of text at `angle`, for its orientation. */
export function textTurn(orientation: FanTextOrientation, angle: number): { rotation: number; flipped: boolean } {
  if (orientation === 'arc') return arcTextTurn(angle)
  if (orientation === 'radial') return radialTextTurn(angle)
  return { rotation: 0, flipped: false }
}

/** How many degrees either side of its centre the widest line of arc text reaches, on its innermost line. */
export function arcTextHalfSpan(lines: FanTextLine[], anchorRadius: number): number {
  let widest = 0
  for (const l of lines) {
    const width = l.role === 'name' ? nameWidth(l.text, l.fontSize) : estimateTextWidth(l.text, l.fontSize)
    const radius = Math.max(1, anchorRadius - Math.abs(l.dy))
    widest = Math.max(widest, width / radius)
  }
  return ((widest / 2) * 180) / Math.PI
}

/**
 * The angle arc text is centred on: the slot's middle, unless the text would run across the left or right side of
 * the fan on screen (±90°), where arc text turns from reading clockwise to reading anticlockwise, so part of it would
 * stand on its head. Then it moves along its slot to the side of that line its middle leans to (else the other), when
 * the slot has room for it there.
 */
export function arcAnchor(start: number, end: number, halfSpan: number): number {
  const middle = (start + end) / 2
  const margin = halfSpan + 0.5
  for (const side of [90, -90]) {
    const off = halfTurn(middle - side)
    if (Math.abs(off) >= margin) continue
    const line = middle - off
    const lean = off >= 0 ? 1 : -1
    for (const at of [line + lean * margin, line - lean * margin])
      if (at - halfSpan >= start - 1e-9 && at + halfSpan <= end + 1e-9) return at
    return middle
  }
  return middle
}
