/**
 * The fan's colour schemes: which colour each place takes (a CSS custom property, so themes and the dark mode set the
 * actual colours) and the legend that explains them. Pure: places in, colours and legend entries out.
 */
import type { FanPlace } from './fan-types'
/** One entry of the legend: a colour (a CSS value) and what it means. @since next */
export interface FanLegendEntry {
  colour: string
  label: string
  /** How many places have this colour. */
  count: number
}

/** A colour scheme applied to a fan's places: each place's fill, and the legend. @since next */
export interface FanColouring {
  /** The fill of a place: a `var(--f3-…)` CSS value. */
  colourOf(place: FanPlace): string
  /** The scheme's name as the legend's heading says it. */
  title: string
  legend: FanLegendEntry[]
}

import { FAN_COLOUR_SCHEMES, type FanColourScheme } from './fan-colour-schemes'

export { FAN_COLOUR_SCHEMES, type FanColourScheme }

/** How many generation colours there are before they repeat, and surname colours before the rest share one. */
export const GENERATION_COLOURS = 6
export const SURNAME_COLOURS = 8

const EMPTY = { colour: 'var(--f3-empty)', label: 'Unknown' }
const ADD = { colour: 'var(--f3-fan-add)', label: 'To add' }
const PRIVATE = { colour: 'var(--f3-private)', label: 'Private' }

/** The colour and legend label every scheme gives unknown, "add" and private places. */
function sharedKey(place: FanPlace): { colour: string; label: string } | null {
  if (place.kind === 'empty') return EMPTY
  if (place.kind === 'add') return ADD
  if (place.private) return PRIVATE
  return null
}

const SEX = {
  M: { colour: 'var(--f3-male)', label: 'Male' },
  F: { colour: 'var(--f3-female)', label: 'Female' },
  unknown: { colour: 'var(--f3-genderless)', label: 'Sex unknown' },
}
const LINE = {
  main: { colour: 'var(--f3-fan-main)', label: 'Main person' },
  paternal: { colour: 'var(--f3-fan-paternal)', label: "Father's line" },
  maternal: { colour: 'var(--f3-fan-maternal)', label: "Mother's line" },
  descendant: { colour: 'var(--f3-fan-descendant)', label: 'Descendants' },
}

const GENERATION_NAMES = ['Main person', 'Parents', 'Grandparents', 'Great-grandparents']
const DESCENDANT_NAMES = ['', 'Children', 'Grandchildren', 'Great-grandchildren']

function generationKey(place: FanPlace): { colour: string; label: string } {
  const g = place.generation
  const colour = `var(--f3-fan-generation-${Math.abs(g) % GENERATION_COLOURS})`
  if (g >= 0) return { colour, label: GENERATION_NAMES[g] ?? `Ancestors, generation ${g}` }
  return { colour, label: DESCENDANT_NAMES[-g] ?? `Descendants, generation ${-g}` }
}

/** The surnames with a colour of their own: the most frequent first (ties in alphabetical order). */
function rankSurnames(places: FanPlace[]): Map<string, number> {
  const count = new Map<string, number>()
  for (const p of places)
    if (p.kind === 'person' && !p.private && p.surname) count.set(p.surname, (count.get(p.surname) ?? 0) + 1)
  const ranked = [...count.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  return new Map(ranked.slice(0, SURNAME_COLOURS).map(([name], i) => [name, i]))
}

/** The key (colour and label) of each place under `scheme`. */
function keyFunction(scheme: FanColourScheme, places: FanPlace[]): (p: FanPlace) => { colour: string; label: string } {
  switch (scheme) {
    case 'line':
      return (p) => LINE[p.line]
    case 'generation':
      return generationKey
    case 'surname': {
      const ranks = rankSurnames(places)
      return (p) => {
        const rank = ranks.get(p.surname)
        if (rank !== undefined) return { colour: `var(--f3-fan-surname-${rank})`, label: p.surname }
        return { colour: 'var(--f3-fan-surname-other)', label: p.surname ? 'Other surnames' : 'No surname' }
      }
    }
    default:
      return (p) => SEX[p.sex ?? 'unknown']
  }
}

const TITLES: Record<FanColourScheme, string> = {
  sex: 'Colours by sex',
  line: "Colours by father's and mother's line",
  generation: 'Colours by generation',
  surname: 'Colours by surname',
}

/**
 * The colours of `places` under `scheme` (unknown schemes colour by sex), and the legend: one entry per colour in
 * use, in the order the places first use it, unknown and private places last.
 * @since next
 */
export function fanColouring(places: FanPlace[], scheme: FanColourScheme = 'sex'): FanColouring {
  const known = FAN_COLOUR_SCHEMES.includes(scheme) ? scheme : 'sex'
  const own = keyFunction(known, places)
  const keyOf = (p: FanPlace) => sharedKey(p) ?? own(p)
  const entries = new Map<string, FanLegendEntry>()
  const shared: FanLegendEntry[] = []
  for (const p of places) {
    const key = keyOf(p)
    const id = `${key.colour}\u0000${key.label}`
    const entry = entries.get(id)
    if (entry) entry.count++
    else {
      const created = { ...key, count: 1 }
      entries.set(id, created)
      if (sharedKey(p)) shared.push(created)
    }
  }
  const legend = [...entries.values()].filter((e) => !shared.includes(e)).concat(shared)
  return { colourOf: (p) => keyOf(p).colour, title: TITLES[known], legend }
}
