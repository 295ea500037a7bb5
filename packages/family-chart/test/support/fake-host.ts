/**
 * A ChartHost made of plain parts, to test one feature without a Chart or a view: the chart's elements
 * (view/chart-dom.ts) in a jsdom container, a real store, slots that keep what a feature adds and hand back removers,
 * and spies for the host's calls. It counts what a feature leaves behind (slot entries, state keys, listeners, elements),
 * so a test can check that `destroy()` takes back all of it. Needs the jsdom test environment.
 */
import type { Data, Datum } from '../../src/data/types'
import type { Tree, TreeDatum } from '../../src/layout/types'
import type { StoreState, UpdateTreeProps } from '../../src/store/types'
import type { CardDecorator, ChartFeature, ChartHost, ChartTypeView, Feature } from '../../src/chart/plug'
import type { FarView } from '../../src/view/far-view'
import type { LinkDecorator } from '../../src/view/drawing/render-links'
import type { CardKey } from '../../src/view/keyboard/keys'
import type { Steps } from '../../src/schedule/steps'
import { createStore } from '../../src/store/create-store'
import { createChartDom } from '../../src/view/chart-dom'
import { initialLayoutState } from '../../src/chart/layout-settings'
import { calculateTreeSteps } from '../../src/layout/calculate-tree'
import { createCardActionRegistry } from '../../src/chart/card-action-registry'
import { personName } from '../../src/data/person-name'
import { trackListeners, type ListenerTracker } from './listener-tracker'

type CardOverride = (el: Element, d: TreeDatum) => boolean
type Layout = (data: Data, state: StoreState) => Steps<Tree>

/** What a feature put in the host's slots and has not taken back. */
export interface FilledSlots {
  cardDecorators: CardDecorator[]
  linkDecorators: LinkDecorator[]
  cardKeys: CardKey[]
  cardOverrides: CardOverride[]
  choosers: ((id: string) => boolean)[]
  prepares: ((tree: Tree) => Steps<void>)[]
  dataChecks: ((data: Data) => void)[]
  drawnListeners: (() => void)[]
  /** Card actions by id. */
  actions: Set<string>
  /** provide(name, value) */
  provided: Map<string, unknown>
  farView: FarView | null
  layout: Layout | null
  typeView: (() => ChartTypeView | null) | null
  updater: ((props: UpdateTreeProps) => void) | null
  /** The chart region's instructions a chart type said instead of the cards' keys. */
  keyInstructions: string | null
}

/** The fake chart a feature sees as `host.chart`: the public fields the features read, and a spy for setCard. */
export interface FakeChart {
  cont: HTMLElement
  dom: ChartHost['dom']
  store: ChartHost['store']
  card: unknown
  is_card_html: boolean
  editTreeInstance: unknown
  linkSpouseText: unknown
  setCard: jest.Mock
  [field: string]: unknown
}

export interface FakeHost extends ChartHost {
  chart: FakeChart
  filled: FilledSlots
  announce: jest.Mock<void, [string]>
  warn: jest.Mock<void, [string]>
  redraw: jest.Mock<void, [UpdateTreeProps?]>
  showArea: jest.Mock<void, [Tree['dim']]>
  refreshViewport: jest.Mock<void, []>
  /** Lays out the store's data as the chart would (the layout slot, then the prepares) and returns the tree. */
  layOut(): Tree
  /** A card element for a tree node as the chart draws one (`.card_cont` › `.f3-card-frame` › `.f3-card`), through the overrides and decorators. */
  drawCard(d: TreeDatum): HTMLElement
  /** Runs the onDrawn listeners, as after a drawing. */
  drawn(): void
  /** Everything added since the host was made and not taken back, one line each ('card decorator', 'listener click' ...). */
  leftovers(): string[]
  /** Takes the container out of the page and stops counting listeners. */
  remove(): void
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

function emptySlots(): FilledSlots {
  return {
    cardDecorators: [],
    linkDecorators: [],
    cardKeys: [],
    cardOverrides: [],
    choosers: [],
    prepares: [],
    dataChecks: [],
    drawnListeners: [],
    actions: new Set(),
    provided: new Map(),
    farView: null,
    layout: null,
    typeView: null,
    updater: null,
    keyInstructions: null,
  }
}

/** One line per entry left in a slot. */
function slotLeftovers(filled: FilledSlots): string[] {
  const lines: string[] = []
  const lists: [string, unknown[]][] = [
    ['card decorator', filled.cardDecorators],
    ['link decorator', filled.linkDecorators],
    ['card key', filled.cardKeys],
    ['card override', filled.cardOverrides],
    ['chooser', filled.choosers],
    ['prepare', filled.prepares],
    ['data check', filled.dataChecks],
    ['drawn listener', filled.drawnListeners],
  ]
  for (const [kind, list] of lists) for (let i = 0; i < list.length; i++) lines.push(kind)
  for (const id of filled.actions) lines.push(`card action ${id}`)
  for (const name of filled.provided.keys()) lines.push(`provided ${name}`)
  if (filled.farView) lines.push('far view')
  if (filled.layout) lines.push('layout')
  if (filled.typeView) lines.push('type view')
  if (filled.updater) lines.push('updater')
  if (filled.keyInstructions !== null) lines.push('key instructions')
  return lines
}

/** The registry of card actions, counting the ids registered and not taken back. */
function countedActions(filled: FilledSlots): ChartHost['actions'] {
  const registry = createCardActionRegistry()
  return {
    ...registry,
    register(action) {
      filled.actions.add(action.id)
      const off = registry.register(action)
      return () => {
        off()
        filled.actions.delete(action.id)
      }
    },
    unregister(id) {
      filled.actions.delete(id)
      registry.unregister(id)
    },
  }
}

/** The elements of the document, to tell those a feature added. */
const allElements = () => new Set(document.querySelectorAll('*'))

/** Makes a fake host over `data` (main person `mainId`, default the first person), in a container of the page. */
export function createFakeHost(data: Data, { mainId = null as string | null, html = true } = {}): FakeHost {
  const cont = document.createElement('div')
  document.body.append(cont)
  const dom = createChartDom(cont)
  const filled = emptySlots()
  const store = createStore(initialLayoutState(data, mainId), {
    layout: (people, state) => (filled.layout ?? calculateTreeSteps)(people, state),
    *prepare(tree) {
      for (const prepare of filled.prepares) yield* prepare(tree)
    },
  })
  const drawStore = store.updateTree
  const stateKeys = new Set(Object.keys(store.state))
  const chart: FakeChart = {
    cont,
    dom,
    store,
    card: null,
    is_card_html: html,
    editTreeInstance: null,
    linkSpouseText: null,
    setCard: jest.fn((factory: (cont: HTMLElement, s: typeof store) => unknown) => (chart.card = factory(cont, store))),
  }
  const elements = allElements()
  const listeners: ListenerTracker = trackListeners()
  const addDataCheck = adder(filled.dataChecks)

  const host: FakeHost = {
    chart,
    cont,
    dom,
    store,
    filled,
    cardSize: () => ({ w: 220, h: 70 }),
    isHtml: () => chart.is_card_html,
    announce: jest.fn(),
    warn: jest.fn(),
    redraw: jest.fn(),
    showArea: jest.fn(),
    refreshViewport: jest.fn(),
    onDrawn: adder(filled.drawnListeners),
    motionTime: () => 0,
    setFarView(far) {
      filled.farView = far
    },
    setKeyInstructions(text) {
      filled.keyInstructions = text
    },
    culledTree: () => null,
    treePosition: () => 'fit',
    nameOf: (d, named = personName) => (d ? named(d) : ''),
    actions: countedActions(filled),
    addCardDecorator: adder(filled.cardDecorators),
    addCardKey: adder(filled.cardKeys),
    addLinkDecorator: adder(filled.linkDecorators),
    addCardOverride: adder(filled.cardOverrides),
    addChooser: adder(filled.choosers),
    choose(id, otherwise) {
      for (const choose of filled.choosers) if (choose(id)) return
      if (otherwise) return otherwise(id)
      store.updateMainId(id)
    },
    setUpdater(update) {
      filled.updater = update
      store.updateTree = update ? (props = {}) => update(props) : drawStore
      return (props) => drawStore(props)
    },
    provide(name, value) {
      if (value === null) filled.provided.delete(name)
      else filled.provided.set(name, value)
    },
    provided: <T>(name: string) => filled.provided.get(name) as T | undefined,
    setLayout(layout) {
      filled.layout = layout
    },
    setTypeView(view) {
      filled.typeView = view
    },
    addPrepare: adder(filled.prepares),
    addDataCheck(check) {
      check(store.getData())
      return addDataCheck(check)
    },

    layOut() {
      drawStore({})
      return store.getTree()!
    },
    drawCard(d) {
      const el = document.createElement('div')
      el.className = 'card_cont f3-card-cont'
      el.innerHTML =
        '<div class="f3-card-frame"><div class="card f3-card" role="button"><div class="card-inner"></div></div></div>'
      ;(el as unknown as { __data__: TreeDatum }).__data__ = d
      dom.htmlCardsLayer.append(el)
      if (filled.cardOverrides.some((draw) => draw(el, d))) return el
      for (const decorate of filled.cardDecorators) decorate(el, d)
      return el
    },
    drawn() {
      for (const listener of [...filled.drawnListeners]) listener()
    },
    leftovers() {
      const added = [...allElements()].filter((el) => !elements.has(el) && !dom.htmlCardsLayer.contains(el))
      const keys = Object.keys(store.state).filter((key) => !stateKeys.has(key))
      return [
        ...slotLeftovers(filled),
        ...keys.map((key) => `state ${key}`),
        ...listeners.live().map((l) => `listener ${l}`),
        ...added.map((el) => `element ${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''}`),
      ]
    },
    remove() {
      listeners.stop()
      cont.remove()
    },
  }
  return host
}

/** The tree node of a person in the host's last layout. */
export function nodeOf(host: FakeHost, id: Datum['id']): TreeDatum {
  const node = host.store.getTree()?.data.find((d) => d.data.id === id)
  if (!node) throw new Error(`no card for ${id} in the tree`)
  return node
}

/** A feature's methods bound to its part, as `chart.use` installs them on a chart, with their types. */
export function methodsOf<M extends object>(feature: Feature<M>, part: ChartFeature): M {
  const bound: Record<string, unknown> = {}
  for (const [name, method] of Object.entries(feature.methods ?? {}))
    bound[name] = (...args: unknown[]) => method(part, ...args)
  return bound as M
}
