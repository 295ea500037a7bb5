/**
 * One chart kept in step with a component's props, for every framework binding: made once the library is loaded and
 * the data is an array, changed in place when the props change (never made again), and destroyed with everything it
 * added to the container. The bindings only create, update and destroy it.
 */
import type { CardHtmlClass, Chart, Data, EditEvent } from 'family-chart'
import { applySettings, largerRedraw, type Redraw } from './apply-settings'
import { createEditWiring, type EditWiring } from './edit-wiring'
import { loadLibrary, type F3 } from './load-library'
import { createMainWatch, type MainWatch } from './main-watch'
import { callSafely, createMessages, type Messages } from './messages'
import type { ChartCallbacks, ChartSettings } from './settings'

export interface ChartBindingOptions {
  /** The element the chart draws into; the binding owns what the chart adds to it. */
  container: HTMLElement
  settings: ChartSettings
  /** The page's callbacks, read each time one is called (a component's latest props). */
  callbacks: () => ChartCallbacks
  /** The binding's name in console messages, e.g. 'family-chart/react'. */
  name: string
  /** Told about the chart once it is made, and null once it is destroyed. */
  onChart?: (chart: Chart | null) => void
  load?: () => Promise<F3>
}

export interface ChartBinding {
  /** The component's new props: what changed is applied to the same chart, with one redraw. */
  update(settings: ChartSettings): void
  destroy(): void
  /** The chart once made; null before (the library loading, no data yet) and after destroy. */
  readonly chart: Chart | null
}

/** The parts of a made chart. */
interface Drawn {
  chart: Chart
  card: CardHtmlClass
  watch: MainWatch
  edits: EditWiring
  /** The container's nodes before the chart: what the binding leaves on destroy. */
  before: Set<Node>
  /** The data last handed to onChange: given back as the `data` prop, it is the chart's data already. */
  echoed: Data | null
}

/** A copy the chart may change (its edits write into the records), so the page's data stays as it was. */
function copyOf(data: Data): Data {
  try {
    return structuredClone(data)
  } catch {
    return JSON.parse(JSON.stringify(data))
  }
}

/** Whether `data` can be drawn; anything but an array (or nothing yet) is reported. */
function usable(data: ChartSettings['data'], messages: Messages): data is Data {
  if (Array.isArray(data)) return true
  if (data != null)
    messages.warn(`data must be an array of people; got ${typeof data}. The chart keeps the data it has.`)
  return false
}

/** Makes `id` main when the data holds that person; says so when it does not. */
function setMain(chart: Chart, id: string, messages: Messages): boolean {
  if (!chart.store.getDatum(id)) {
    messages.warn(`mainId '${id}' is not a person in the data; the main person stays '${chart.store.getMainId()}'.`)
    return false
  }
  chart.updateMainId(id)
  return true
}

/** Whether the chart drew already (setup called updateTree itself), without finishing a layout running in slices. */
const drawn = (chart: Chart) => !!chart.store.isUpdating?.() || !!chart.store.getTree()

export function createChartBinding(options: ChartBindingOptions): ChartBinding {
  const { container, callbacks } = options
  const messages = createMessages(options.name)
  let wanted = options.settings
  let applied: ChartSettings = {}
  let library: F3 | null = null
  let parts: Drawn | null = null
  let destroyed = false

  const onEdit = (event: EditEvent) => {
    if (parts) parts.echoed = event.data
    callSafely(messages, 'onChange', callbacks().onChange, event, event.data)
  }

  function create(f3: F3, data: Data): void {
    const before = new Set(Array.from(container.childNodes))
    const chart = f3.createChart(container, copyOf(data))
    const card = chart.setCardHtml()
    applySettings({ chart, card, warn: messages.warn }, null, wanted)
    if (wanted.mainId) setMain(chart, wanted.mainId, messages)
    callSafely(messages, 'setup', callbacks().setup, chart, f3)
    const edits = createEditWiring(chart, card, onEdit)
    edits.update(wanted.editable)
    const watch = createMainWatch(
      chart,
      (id) => callSafely(messages, 'onMainChange', callbacks().onMainChange, id),
      messages,
    )
    if (!drawn(chart)) chart.updateTree({ initial: true })
    parts = { chart, card, watch, edits, before, echoed: null }
    applied = wanted
    options.onChart?.(chart)
    callSafely(messages, 'onReady', callbacks().onReady, chart)
  }

  function change(current: Drawn): void {
    const { chart, card } = current
    let redraw: Redraw = applySettings({ chart, card, warn: messages.warn }, applied, wanted)
    const data = wanted.data
    if (data !== applied.data && data !== current.echoed && usable(data, messages)) {
      chart.updateData(copyOf(data))
      redraw = largerRedraw(redraw, 'keep-view')
    }
    const id = wanted.mainId
    if (id && id !== applied.mainId && id !== chart.store.getMainId() && setMain(chart, id, messages)) {
      current.watch.expect(id)
      redraw = 'fit'
    }
    current.edits.update(wanted.editable)
    current.watch.update()
    applied = wanted
    if (redraw !== 'none') chart.updateTree(redraw === 'fit' ? {} : { tree_position: 'inherit' })
  }

  function sync(): void {
    if (!library || destroyed) return
    if (parts) change(parts)
    else if (usable(wanted.data, messages)) create(library, wanted.data)
  }

  ;(options.load ?? loadLibrary)().then(
    (f3) => {
      library = f3
      sync()
    },
    (error) => console.error(`${options.name}: family-chart could not be loaded; no chart is drawn.`, error),
  )

  return {
    update(settings) {
      wanted = settings
      sync()
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (!parts) return
      const { chart, watch, before } = parts
      parts = null
      watch.destroy()
      chart.destroy()
      // What the page's setup put in the container (buttons, panels) goes with the chart.
      for (const node of Array.from(container.childNodes)) if (!before.has(node)) node.remove()
      options.onChart?.(null)
    },
    get chart() {
      return parts?.chart ?? null
    },
  }
}
