/**
 * fanLayout: the fan chart's pure layout. People in, places out: the main person's disc at the centre, the
 * ancestors in rings around it, the descendants in the opposite arc; no DOM.
 */
import type { Data } from '../../data/types'
import type { RelationIndex } from '../../data/relation-index'
import { relationIndexOf } from '../../data/relation-index-cache'
import { toLegacyShape } from '../../data/data-shape'
import { personEntries } from '../../data/person-entries'
import { shortenText } from '../../data/display-text'
import { FAN_LIMITS, normalizeFanOptions, type FanSettings } from './fan-options'
import { ringBands, type RingBand } from './fan-rings'
import { placeAncestors } from './fan-ancestors'
import { MAX_PROGENY_PLACES, placeDescendants } from './fan-descendants'
import { personPlace } from './fan-place'
import { readFanPerson } from './fan-person'
import { fitPlaceTexts } from './fan-place-text'
import { linkNeighbours } from './fan-neighbours'
import { fanBounds } from './fan-bounds'
import type { FanLayout, FanLayoutOptions, FanNotice, FanPlace } from './fan-types'

/** What every step reads. */
interface FanState {
  settings: FanSettings
  notices: FanNotice[]
  index: RelationIndex
  mainId: string
  bands: RingBand[]
  /** The ancestors' arc and the descendants' (0 without descendants), degrees. */
  degrees: number
  progenyDegrees: number
}

/** Step 1: the settings, the people (either data shape, unusable entries skipped) and who is at the centre. */
function readInput(
  data: unknown,
  options: FanLayoutOptions | undefined,
): Omit<FanState, 'bands' | 'degrees' | 'progenyDegrees'> | FanNotice[] {
  const { settings, notices } = normalizeFanOptions(options)
  if (!Array.isArray(data)) {
    notices.push({ type: 'no-people', message: 'The fan chart was given no list of people: nothing is drawn.' })
    return notices
  }
  const index = relationIndexOf(toLegacyShape(personEntries(data)) as Data)
  if (!index.ids.length) {
    notices.push({ type: 'no-people', message: 'The data holds no person the fan chart can draw.' })
    return notices
  }
  let mainId = settings.mainId
  if (mainId === undefined || !index.has(mainId)) {
    const first = index.ids[0]
    if (mainId !== undefined)
      notices.push({
        type: 'main-missing',
        message: `No person has the id "${shortenText(mainId, 60)}": the fan is centred on the first person, "${shortenText(first, 60)}".`,
      })
    mainId = first
  }
  return { settings, notices, index, mainId }
}

/** Step 2: the arcs. With descendants to draw, the ancestors leave them at least FAN_LIMITS.minProgenyDegrees. */
function chooseArcs(state: Omit<FanState, 'bands' | 'degrees' | 'progenyDegrees'>): FanState {
  const { settings, notices, index, mainId } = state
  const withDescendants = settings.progenyDepth > 0 && index.rels(mainId).children.length > 0
  let degrees = settings.degrees
  const most = 360 - FAN_LIMITS.minProgenyDegrees
  if (withDescendants && degrees > most) {
    notices.push({
      type: 'degrees-narrowed',
      message: `With descendants shown, the ancestors' arc is ${most}° (${degrees}° was asked) so the descendants have ${360 - most}° opposite it.`,
    })
    degrees = most
  }
  const bands = ringBands(settings, Math.max(settings.ancestryDepth, settings.progenyDepth))
  return { ...state, bands, degrees, progenyDegrees: withDescendants ? 360 - degrees : 0 }
}

/** Step 3: the centre disc, the ancestors' rings and the descendants' rings. */
function placeAll(state: FanState): FanPlace[] {
  const { settings, index, mainId, bands } = state
  const rotation = settings.rotation
  const centre = personPlace(
    {
      key: 'a1',
      generation: 0,
      index: 0,
      startAngle: rotation - 180,
      endAngle: rotation + 180,
      innerRadius: 0,
      outerRadius: bands[0].outer,
      line: 'main',
      relation: 'main person',
    },
    mainId,
    readFanPerson(index.get(mainId)!, settings),
  )
  const mainAt = index.positionOf(mainId)
  const ancestors = placeAncestors({
    index,
    settings,
    bands,
    mainAt,
    arcStart: rotation - state.degrees / 2,
    degrees: state.degrees,
  })
  if (!state.progenyDegrees) return [centre, ...ancestors]
  const progenyStart = rotation + 180 - state.progenyDegrees / 2
  const { places, cut } = placeDescendants({
    index,
    settings,
    bands,
    mainId,
    arcStart: progenyStart,
    degrees: state.progenyDegrees,
  })
  if (cut)
    state.notices.push({
      type: 'place-limit',
      message: `The descendants were cut at ${MAX_PROGENY_PLACES} places: lower the progeny depth to see whole generations.`,
    })
  return [centre, ...ancestors, ...places]
}

/** Step 4: a person in more than one place (pedigree collapse) is marked in every one of them. */
function markDuplicates(places: FanPlace[], notices: FanNotice[]): void {
  const count = new Map<string, number>()
  for (const p of places) if (p.id !== null) count.set(p.id, (count.get(p.id) ?? 0) + 1)
  let repeated = 0
  for (const n of count.values()) if (n > 1) repeated++
  if (!repeated) return
  for (const p of places) {
    const n = p.id === null ? 1 : count.get(p.id)!
    p.occurrences = n
    p.duplicate = n > 1
  }
  notices.push({
    type: 'pedigree-collapse',
    message: `${repeated} ${repeated === 1 ? 'person appears' : 'people appear'} in more than one place of the fan (pedigree collapse); each of their places is marked.`,
  })
}

/**
 * Lays out a fan chart: the person `main_id` at the centre, `ancestry_depth` rings of ancestors over a `degrees` arc
 * and, with `progeny_depth`, the descendants in the opposite arc. Takes either data shape (0.8 `father` / `mother`,
 * 0.9 `parents`); entries that are not people are skipped. Never throws on bad input: what it changed or could not
 * do is in `notices`. Angles are degrees, 0 up, clockwise; the places' text is fitted and turned to read upright.
 * @since next
 */
export function fanLayout(data: unknown, options?: FanLayoutOptions): FanLayout {
  const input = readInput(data, options)
  if (Array.isArray(input)) return emptyFanLayout(options, input)
  // The named steps, in order.
  const state = chooseArcs(input)
  const places = placeAll(state)
  markDuplicates(places, state.notices)
  fitPlaceTexts(places, state.settings)
  linkNeighbours(places, state.degrees === 360 && !state.progenyDegrees)
  return {
    mainId: state.mainId,
    places,
    bounds: fanBounds(places),
    ancestryDepth: state.settings.ancestryDepth,
    progenyDepth: state.settings.progenyDepth,
    degrees: state.degrees,
    progenyDegrees: state.progenyDegrees,
    rotation: state.settings.rotation,
    notices: state.notices,
  }
}

function emptyFanLayout(options: FanLayoutOptions | undefined, notices: FanNotice[]): FanLayout {
  const { settings } = normalizeFanOptions(options)
  return {
    mainId: null,
    places: [],
    bounds: { x: 0, y: 0, width: 0, height: 0 },
    ancestryDepth: settings.ancestryDepth,
    progenyDepth: settings.progenyDepth,
    degrees: settings.degrees,
    progenyDegrees: 0,
    rotation: settings.rotation,
    notices,
  }
}
