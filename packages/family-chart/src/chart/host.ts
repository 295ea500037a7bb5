/**
 * The chart's plug board: what its features see of it and the slots they fill. One per chart; the Chart class makes
 * it and asks it, at each drawing, for the card drawer (decorators, overrides), the layout (the chart type) and the
 * work to do with a new tree before it is drawn.
 */
import type { Data } from '../data/types'
import type { Tree } from '../layout/types'
import type { StoreState, UpdateTreeProps } from '../store/types'
import { calculateTreeSteps } from '../layout/calculate-tree'
import { personName } from '../data/person-name'
import { isPrivatePerson, privateCardText } from '../data/privacy/private-cards'
import type { Steps } from '../schedule/steps'
import type { CardRenderer } from '../view/drawing/render-cards'
import type { LinkDecorator } from '../view/drawing/render-links'
import type { ChartView } from '../view/chart-view'
import type { ChartCard } from '../cards/chart-card'
import { createCardActionRegistry } from './card-action-registry'
import type { CardDecorator, ChartHost, ChartTypeView } from './plug'

/** What the Chart class itself asks of its host (features do not see these). */
export interface ChartHostParts {
  cardDrawer(card: ChartCard): CardRenderer
  cardChanged(card: ChartCard): void
  linkDecorator(): LinkDecorator | null
  dataChanged(data: Data): void
  layout(data: Data, state: StoreState): Steps<Tree>
  prepare(tree: Tree): Steps<void>
  typeView(): ChartTypeView | null
  /** True while a feature draws a view that is not final yet (afterUpdate waits for the final one). */
  isQuiet(): boolean
  destroy(): void
}

/** The chart a host belongs to, as the host sees it (the Chart class). */
export interface HostedChart {
  cont: HTMLElement
  dom: ChartHost['dom']
  store: ChartHost['store']
  is_card_html: boolean
  editTreeInstance: { open(datum: import('../data/types').Datum): unknown } | null
  cardSize(): { w: number; h: number }
}

/** Adds `item` to `list`; returns a function taking it back. */
function adder<T>(list: T[]) {
  return (item: T) => {
    list.push(item)
    return () => {
      const at = list.indexOf(item)
      if (at >= 0) list.splice(at, 1)
    }
  }
}

export function createChartHost(chart: HostedChart, view: ChartView): ChartHost & ChartHostParts {
  const { store, dom, cont } = chart
  const decorators: CardDecorator[] = []
  const linkDecorators: LinkDecorator[] = []
  const overrides: ((el: Element, d: Parameters<CardDecorator>[1]) => boolean)[] = []
  const choosers: ((id: string) => boolean)[] = []
  const prepares: ((tree: Tree) => Steps<void>)[] = []
  const dataChecks: ((data: Data) => void)[] = []
  const slots = new Map<string, unknown>()
  /** The data the chart was last given, as given (checks see entries the store skips). */
  let given: Data | null = null
  const warned = new Set<string>()
  let layout: Parameters<ChartHost['setLayout']>[0] = null
  let typeView: Parameters<ChartHost['setTypeView']>[0] = null
  let quiet = false
  // Features that change how updates reach the layout (the data source) fill one slot; the store's own update stays.
  const drawStore = store.updateTree
  let updater: Parameters<ChartHost['setUpdater']>[0] = null
  const next = (props: UpdateTreeProps, final = true) => {
    quiet = !final
    try {
      drawStore(props)
    } finally {
      quiet = false
    }
  }
  const update = (props: UpdateTreeProps = {}) => (updater ? updater(props) : drawStore(props))

  const host: ChartHost & ChartHostParts = {
    chart,
    cont,
    dom,
    store,
    cardSize: () => chart.cardSize(),
    isHtml: () => chart.is_card_html,
    announce: (text) => view.a11y.announce(text),
    warn(text) {
      if (warned.has(text) || typeof console === 'undefined') return
      warned.add(text)
      console.warn(`family-chart: ${text}`)
    },
    redraw: (props) => store.updateTree(props ?? {}),
    showArea: (dim) => view.showArea(dim),
    motionTime: (ms) => view.motionTime(ms),
    setFarView: (far) => view.setFarView(far),
    culledTree: () => view.culled(),
    treePosition: () => view.treePosition(),
    refreshViewport: () => view.refreshViewport(),
    onDrawn: (listener) => view.onDrawn(listener),
    // A private person is read out and listed by the words on their card, never by name.
    nameOf: (d, named = personName) =>
      isPrivatePerson(d, store.state) ? privateCardText(d, store.state) : d ? named(d) : '',
    actions: createCardActionRegistry(),
    addCardDecorator: adder(decorators),
    addLinkDecorator: adder(linkDecorators),
    addCardKey: (key) => view.a11y.addCardKey(key),
    setKeyInstructions: (text) => view.a11y.setKeyInstructions(text),
    addCardOverride: adder(overrides),
    addChooser: adder(choosers),
    choose(id, otherwise) {
      for (const choose of choosers) if (choose(id)) return
      if (otherwise) return otherwise(id)
      const datum = store.getDatum(id)
      if (datum) chart.editTreeInstance?.open(datum)
      store.updateMainId(id)
      store.updateTree({})
    },
    setUpdater(fn) {
      updater = fn
      store.updateTree = fn ? update : drawStore
      return next
    },
    provide(name, value) {
      if (value === null) slots.delete(name)
      else slots.set(name, value)
    },
    provided: <T>(name: string) => slots.get(name) as T | undefined,
    setLayout(fn) {
      layout = fn
    },
    setTypeView(fn) {
      typeView = fn
    },

    cardDrawer(card) {
      if (!decorators.length && !overrides.length) return (el, d) => card.renderInto(el, d)
      return (el, d) => {
        for (const draw of overrides) if (draw(el, d)) return
        card.renderInto(el, d)
        for (const decorate of decorators) decorate(el, d)
      }
    },
    linkDecorator() {
      if (!linkDecorators.length) return null
      return (g, path, l, place) => {
        for (const decorate of linkDecorators) decorate(g, path, l, place)
      }
    },
    cardChanged(card) {
      card.attach?.({ provided: host.provided, warn: host.warn })
    },
    dataChanged(data) {
      given = data
      for (const check of dataChecks) check(data)
    },
    layout: (data, state) => (layout ?? calculateTreeSteps)(data, state),
    *prepare(tree) {
      for (const prepare of prepares) yield* prepare(tree)
    },
    typeView: () => typeView?.() ?? null,
    isQuiet: () => quiet,
    addPrepare: adder(prepares),
    addDataCheck(check) {
      if (given) check(given)
      return adder(dataChecks)(check)
    },
    destroy() {
      store.updateTree = drawStore
      slots.clear()
    },
  }
  return host
}
