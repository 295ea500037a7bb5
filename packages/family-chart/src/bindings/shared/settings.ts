/** What a framework binding takes from its props or attributes: the chart's data, main person, common settings and events. */
import type { CardDim, CardHtmlClass, CardStyle, Chart, Data, EditEvent } from 'family-chart'

/**
 * The library's namespace (what `import * as f3 from 'family-chart'` gives), as the bindings load it: handed to `setup`
 * so that code keeping the library out of its first bundle reaches its helpers without importing it.
 * @since next
 */
export type FamilyChartLibrary = typeof import('family-chart')

/**
 * Configures the chart once, after the settings and before the first drawing, with the library's namespace.
 * @since next
 */
export type ChartSetup = (chart: Chart, f3: FamilyChartLibrary) => void

/**
 * The kinds of chart `setChartType` draws: the ancestors and descendants of the main person (`'hourglass'`), every
 * relative (`'relatives'`) or a fan of ancestors (`'fan'`).
 * @since next
 */
export type ChartType = 'hourglass' | 'relatives' | 'fan'

/** The rows of text on each card: field names per row, or a function of the person (see `CardHtml.setCardDisplay`). @since next */
export type CardDisplay = Parameters<CardHtmlClass['setCardDisplay']>[0]

/**
 * The chart's settings as a binding takes them. A setting left `undefined` is not touched: the chart keeps the library's
 * default, or whatever `setup` or code holding the chart set.
 * @since next
 */
export interface ChartSettings {
  /** The people. Until it is an array nothing is drawn; a new array replaces the data and keeps the view where it is. */
  data?: Data | null
  /** The main person's id; a new id makes that person main, as a click on their card does. */
  mainId?: string | null
  /** The kind of chart, for a library whose Chart has `setChartType`. */
  chartType?: ChartType
  /** The rows of text on the HTML cards. */
  cardDisplay?: CardDisplay
  /** The look of the HTML cards: `'imageRect'` (default), `'imageCircleRect'`, `'imageCircle'`, `'rect'`, `'default'`. */
  cardStyle?: CardStyle
  /** Overrides of the card style's dimensions (`null` drops them). */
  cardDim?: Partial<CardDim> | null
  /** The mini-tree button on cards whose relatives are not all drawn. */
  miniTree?: boolean
  /** Generations from top to bottom (`'vertical'`, the default) or from left to right (`'horizontal'`). */
  orientation?: 'vertical' | 'horizontal'
  /** Horizontal distance between cards, in pixels. */
  cardXSpacing?: number
  /** Vertical distance between generations, in pixels. */
  cardYSpacing?: number
  /** Animation time of updates in milliseconds (`0`: none). A user who prefers reduced motion gets none anyway. */
  transitionTime?: number
  /** Generations of ancestors drawn (`Infinity`: all). */
  ancestryDepth?: number
  /** Generations of descendants drawn (`Infinity`: all). */
  progenyDepth?: number
  /** Draws the main person's siblings. */
  showSiblingsOfMain?: boolean
  /** Adds the edit tree: a card click opens the person's form, with add and remove relatives, undo and redo. */
  editable?: boolean
}

/**
 * What a binding tells the page, and where the page reaches the chart.
 * @since next
 */
export interface ChartCallbacks {
  /**
   * Configures the chart once, after the settings and before the first drawing: everything the settings do not cover.
   * The second argument is the library's namespace.
   */
  setup?: ChartSetup
  /** The chart is made and drawn. */
  onReady?: (chart: Chart) => void
  /** The user made another person main (a card click, the keyboard, the search); not called for a `mainId` change. */
  onMainChange?: (id: string) => void
  /** The user changed the data in the edit tree (or undid or redid a change): the typed event and the saved data. */
  onChange?: (event: EditEvent, data: Data) => void
}

/** The keys of ChartSettings, in the order the bindings list their props. */
export const SETTING_KEYS = [
  'data',
  'mainId',
  'chartType',
  'cardDisplay',
  'cardStyle',
  'cardDim',
  'miniTree',
  'orientation',
  'cardXSpacing',
  'cardYSpacing',
  'transitionTime',
  'ancestryDepth',
  'progenyDepth',
  'showSiblingsOfMain',
  'editable',
] as const satisfies readonly (keyof ChartSettings)[]

/** The settings among a binding's props (or any object holding them), and nothing else. */
export function pickSettings(source: ChartSettings): ChartSettings {
  const settings: Record<string, unknown> = {}
  for (const key of SETTING_KEYS) if (source[key] !== undefined) settings[key] = source[key]
  return settings as ChartSettings
}
