/**
 * What the fan chart type lays out: the chart's people and settings turned into fanLayout's input. Placeholders of
 * add-relative mode leave the people (the fan shows "Add father" places for them instead), people still loading from
 * a data source say so, and the privacy of the living applies when the privacy feature gave its rule.
 */
import type { Data, Datum } from '../../data/types'
import type { StoreState } from '../../store/types'
import { isPlaceholder } from '../../data/markers'
import type { StandIns } from '../../chart/slots'
import type { FanLayoutOptions } from './fan-types'
import type { FanColourScheme } from './fan-colours'

/** The fan's own settings on a chart (setFanDegrees, setFanColourScheme ...). */
export interface FanChartSettings {
  degrees: number | undefined
  colourScheme: FanColourScheme
  /** The container's font size, px: the names' largest size, so the user's text size wins. */
  baseFontSize: number | undefined
}

/** What a stand-in place says while its person loads, or after loading failed. */
export const STAND_IN_TEXT = { loading: 'Loading\u2026', failed: 'Not loaded' }

/** The people without placeholders: one list per data list, so the relation index made from it is reused. */
const withoutPlaceholders = (() => {
  let given: Data | null = null
  let kept: Data = []
  return (data: Data): Data => {
    if (data === given) return kept
    given = data
    kept = data.some((d) => isPlaceholder(d)) ? data.filter((d) => !isPlaceholder(d)) : data
    return kept
  }
})()

/** Stand-ins of a data source get a name saying they load (a copy: the source's own record is left alone). */
function withStandInNames(data: Data, standIns: StandIns | undefined): Data {
  if (!standIns) return data
  let copy: Data | null = null
  data.forEach((d, i) => {
    const state = standIns(d.id)
    if (!state) return
    copy ??= data.slice()
    copy[i] = { ...d, data: { ...d.data, label: STAND_IN_TEXT[state] } } as Datum
  })
  return copy ?? data
}

/** The people and the options fanLayout gets for the chart's state. */
export function fanInput(
  data: Data,
  state: StoreState,
  settings: FanChartSettings,
  context: { editing: boolean; standIns?: StandIns },
): { people: Data; options: FanLayoutOptions } {
  const people = withStandInNames(withoutPlaceholders(data), context.standIns)
  const options: FanLayoutOptions = {
    main_id: state.main_id ?? undefined,
    degrees: settings.degrees,
    editing: context.editing,
    private_cards_config: state.private_cards_config,
    // The privacy of the living is the privacy feature's: its rule present, its setting applies.
    privacy: state.privacy_rule ? state.privacy : undefined,
  }
  // Undefined depths keep the fan's defaults (4 generations above, none below): "all" is not a fan.
  if (state.ancestry_depth !== undefined) options.ancestry_depth = state.ancestry_depth
  if (state.progeny_depth !== undefined) options.progeny_depth = state.progeny_depth
  if (settings.baseFontSize) options.base_font_size = settings.baseFontSize
  return { people, options }
}
