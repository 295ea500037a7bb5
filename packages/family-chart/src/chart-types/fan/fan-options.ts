/** The fan's options read once: defaults filled in, out-of-range values clamped, each clamp said in a notice. */
import type { Datum } from '../../data/types'
import { normalizeLivingPrivacy, type LivingPrivacy } from '../../data/privacy/living-privacy'
import type { FanLayoutOptions, FanNotice } from './fan-types'

import { FAN_LIMITS } from './fan-limits'

export { FAN_LIMITS }

export interface FanSettings {
  mainId: string | undefined
  ancestryDepth: number
  progenyDepth: number
  degrees: number
  rotation: number
  centreRadius: number
  /** Width of ring g (1-based) is ringWidths[min(g, length) − 1]. */
  ringWidths: number[]
  baseFontSize: number
  minFontSize: number
  emptyPlaces: 'parents' | 'all' | 'none'
  editing: boolean
  imageField: string
  photoRings: number
  birthField: string
  deathField: string
  surnameField: string
  privacy: LivingPrivacy | undefined
  privateCondition: ((d: Datum) => boolean) | undefined
}

// The inner rings hold names along the arc, so they are about two lines deep; outer rings hold names along the
// radius, so they are deeper to give the name its length.
const DEFAULT_RING_WIDTHS = [72, 72, 72, 72, 120]

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v)
const positive = (v: unknown, fallback: number) => (finite(v) && v > 0 ? v : fallback)

/** A whole number within [min, max]; a clamp adds a notice. Non-numbers take the default silently. */
function clampInteger(
  value: unknown,
  limits: { min: number; max: number; default: number },
  notice: (n: number) => FanNotice,
  notices: FanNotice[],
): number {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  if (!finite(n)) return limits.default
  const whole = Math.floor(n)
  const clamped = Math.min(limits.max, Math.max(limits.min, whole))
  if (clamped !== whole) notices.push(notice(clamped))
  return clamped
}

/** Degrees in (−180, 180]. */
export function normalizeRotation(value: unknown): number {
  if (!finite(value)) return 0
  const r = value % 360
  if (r > 180) return r - 360
  if (r <= -180) return r + 360
  return r
}

function ringWidthsOf(value: FanLayoutOptions['ring_widths']): number[] {
  if (finite(value) && value > 0) return [value]
  if (Array.isArray(value)) {
    const list = value.filter((w) => finite(w) && w > 0)
    if (list.length) return list
  }
  return DEFAULT_RING_WIDTHS
}

function depths(options: FanLayoutOptions, notices: FanNotice[]) {
  const a = FAN_LIMITS.ancestryDepth
  const p = FAN_LIMITS.progenyDepth
  const ancestryDepth = clampInteger(
    options.ancestry_depth,
    a,
    (n) => ({
      type: 'ancestry-depth-clamped',
      message: `The fan draws ${a.min} to ${a.max} generations of ancestors: ${String(options.ancestry_depth)} was asked, ${n} are drawn.`,
    }),
    notices,
  )
  const progenyDepth = clampInteger(
    options.progeny_depth,
    p,
    (n) => ({
      type: 'progeny-depth-clamped',
      message: `The fan draws ${p.min} to ${p.max} generations of descendants: ${String(options.progeny_depth)} was asked, ${n} are drawn.`,
    }),
    notices,
  )
  return { ancestryDepth, progenyDepth }
}

function degreesOf(value: unknown, notices: FanNotice[]): number {
  const d = FAN_LIMITS.degrees
  if (!finite(value)) return d.default
  const clamped = Math.min(d.max, Math.max(d.min, value))
  if (clamped !== value)
    notices.push({
      type: 'degrees-clamped',
      message: `The fan's arc is ${d.min}° to ${d.max}°: ${value}° was asked, ${clamped}° is drawn.`,
    })
  return clamped
}

const fieldName = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback)

/** The settings every step of fanLayout reads, and the notices of what was clamped. */
export function normalizeFanOptions(options: FanLayoutOptions = {}): { settings: FanSettings; notices: FanNotice[] } {
  const notices: FanNotice[] = []
  const o = options && typeof options === 'object' ? options : {}
  const { ancestryDepth, progenyDepth } = depths(o, notices)
  const baseFontSize = positive(o.base_font_size, 14)
  const privacy = normalizeLivingPrivacy(o.privacy)
  const settings: FanSettings = {
    mainId: typeof o.main_id === 'string' ? o.main_id : undefined,
    ancestryDepth,
    progenyDepth,
    degrees: degreesOf(o.degrees, notices),
    rotation: normalizeRotation(o.rotation),
    centreRadius: positive(o.centre_radius, 70),
    ringWidths: ringWidthsOf(o.ring_widths),
    baseFontSize,
    minFontSize: Math.min(positive(o.min_font_size, 7), baseFontSize),
    emptyPlaces: o.empty_places === 'all' || o.empty_places === 'none' ? o.empty_places : 'parents',
    editing: o.editing === true,
    imageField: fieldName(o.image_field, 'avatar'),
    photoRings: finite(o.photo_rings) && o.photo_rings >= 0 ? Math.floor(o.photo_rings) : 2,
    birthField: fieldName(o.birth_field, 'birthday'),
    deathField: fieldName(o.death_field, 'death'),
    surnameField: fieldName(o.surname_field, 'last name'),
    privacy,
    privateCondition:
      typeof o.private_cards_config?.condition === 'function' ? o.private_cards_config.condition : undefined,
  }
  return { settings, notices }
}
