/**
 * The one way a feature plugs into a chart. A feature is a plain object: a name, a `setup(host)` that makes its part
 * of one chart, and the methods it adds to that chart. `chart.use(feature)` runs the setup once per chart, installs
 * the methods, calls `update()` after every drawing and `destroy()` when the chart goes, in reverse order of use.
 * Features talk to the chart and to each other only through the host's slots below, never by importing one another.
 */
import type { Data, Datum } from '../data/types'
import type { Tree, TreeDatum } from '../layout/types'
import type { Store, StoreState, UpdateTreeProps } from '../store/types'
import type { ChartDom } from '../view/chart-dom'
import type { CardSize } from '../view/drawing/render-cards'
import type { CulledTree, FarView } from '../view/far-view'
import type { LinkDecorator } from '../view/drawing/render-links'
import type { CardKey } from '../view/keyboard/keys'
import type { CardActionRegistry } from './card-action-registry'
import type { Steps } from '../schedule/steps'

/** What one feature keeps for one chart. @since next */
export interface ChartFeature {
  /** After every drawing of the chart (for culling too, see `host.onDrawn`). */
  update?(): void
  /** Removes every element and listener the feature added. */
  destroy(): void
}

/**
 * A feature: `setup` makes its part of one chart; `methods` are added to the chart (each gets the feature's part
 * first). Register it with `chart.use(feature)`; make one with {@link defineFeature}.
 * @since next
 */
export interface Feature<Methods extends object = object> {
  name: string
  setup(host: ChartHost): ChartFeature
  methods?: Record<string, (part: any, ...args: any[]) => unknown>
  /** Never set: carries the type of the methods the feature adds. */
  readonly methodTypes?: Methods
}

/** What a feature is written as (given to {@link defineFeature}): its part's own type, and methods that receive it. @since next */
export interface FeatureDefinition<Part extends ChartFeature, Methods extends object> {
  name: string
  setup(host: ChartHost): Part
  methods?: { [K in keyof Methods]: MethodOf<Part, Methods[K]> }
}

type MethodOf<Part, M> = M extends (...args: infer A) => infer R ? (part: Part, ...args: A) => R : never

/** Makes a feature: checks that each method receives the feature's part and matches the methods' types. @since next */
export function defineFeature<Part extends ChartFeature, Methods extends object = object>(
  definition: FeatureDefinition<Part, Methods>,
): Feature<Methods> {
  return definition as Feature<Methods>
}

/** The methods a list of features adds to a chart. @since next */
export type MethodsOf<F> = UnionToIntersection<F extends Feature<infer M> ? M : never>
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : object

/**
 * Draws something over, under or instead of the built-in card: an HTML or SVG card's element and its tree node.
 * @since next
 */
export type CardDecorator = (el: Element, d: TreeDatum) => void

/**
 * The chart as its features see it: its elements and store, and the slots through which a feature adds to what the
 * chart does. Each `add…` returns a function that takes the addition back.
 * @since next
 */
export interface ChartHost {
  /** The chart itself, for methods that return it (fluent calls) and callbacks that get it as `this`. */
  chart: unknown
  cont: HTMLElement
  dom: ChartDom
  store: Store
  cardSize(): CardSize
  /** Whether the chart draws HTML cards (false: SVG cards). */
  isHtml(): boolean
  /** Says a sentence through the chart's polite live region. */
  announce(text: string): void
  /** A warning for the page's developer, on the console: once per distinct text. */
  warn(text: string): void
  /** Lays out and draws again, as `updateTree(props)`. */
  redraw(props?: UpdateTreeProps): void
  /** Runs `listener` after every drawing and every culling (which swap cards and links in and out of the page). */
  onDrawn(listener: () => void): () => void
  /** How long a camera move or animation of `ms` lasts: 0 when animation is off or the user prefers reduced motion. */
  motionTime(ms: number): number
  /** Gives the view a way to draw a big tree from far (the overview), or takes it back (null). */
  setFarView(far: FarView | null): void
  /** The big tree drawn in parts, while the view culls one. */
  culledTree(): CulledTree | null
  /** Where the last drawing asked the camera to go ('fit', 'main_to_middle' or 'inherit'), to draw again alike. */
  treePosition(): UpdateTreeProps['tree_position']
  /** Looks again at what the viewport shows (after a setting of the far view changed). */
  refreshViewport(): void
  /** Moves the camera to show an area of the tree (in tree units, as a tree's `dim`). */
  showArea(dim: Tree['dim']): void
  /**
   * What a person is read out and listed by: the words on their card for a private person, else `named(d)` (their
   * name by default).
   */
  nameOf(d: Datum | undefined, named?: (d: Datum) => string): string
  /** The card actions menu's items (built-in and the page's own). */
  actions: CardActionRegistry
  /** Runs after each card is drawn (fold controls, hover listeners ...). */
  addCardDecorator(decorate: CardDecorator): () => void
  /** Gives the focused card a key (F for the family switch ...), with the sentence that tells screen readers of it. */
  addCardKey(key: CardKey): () => void
  /**
   * Says `text` as the chart's keyboard instructions in place of the cards' keys (a chart type that draws itself has
   * keys of its own); null gives the cards' instructions back. The zoom and pan keys are said after either.
   */
  setKeyInstructions(text: string | null): void
  /** Runs after each link is drawn: classes on its line, words and signs beside it (the families feature). */
  addLinkDecorator(decorate: LinkDecorator): () => void
  /** Draws a card instead of the chart's card when it returns true (the data source's "Loading…" cards). */
  addCardOverride(draw: (el: Element, d: TreeDatum) => boolean): () => void
  /** Adds a chooser, asked first when a person is chosen: returning true, it takes the choice. */
  addChooser(choose: (id: string) => boolean): () => void
  /**
   * A person was chosen (in the person search ...): the first chooser that returns true takes it, else `otherwise`
   * runs, by default: the person becomes main (and, with an edit tree, their form opens).
   */
  choose(id: string, otherwise?: (id: string) => void): void
  /**
   * Replaces how `updateTree` reaches the layout (null gives it back). Returns the chart's own drawing: `draw(props)`
   * lays out and draws the store's data; `draw(props, false)` draws a view that is not final yet (the page's
   * afterUpdate waits for the final one).
   */
  setUpdater(update: ((props: UpdateTreeProps) => void) | null): (props: UpdateTreeProps, final?: boolean) => void
  /** A slot any feature may fill for another to read (the data source's search, the edit tree ...), by name. */
  provide<T>(name: string, value: T | null): void
  provided<T>(name: string): T | undefined
  /** Lays the tree out another way (a chart type's layout), or the hourglass again (null). */
  setLayout(layout: ((data: Data, state: StoreState) => Steps<Tree>) | null): void
  /** Draws the tree another way than cards and links (a chart type's own drawing), or with cards again (null). */
  setTypeView(view: (() => ChartTypeView | null) | null): void
  /** Adds work to do with each new tree before it is drawn (run in slices with a big tree's layout). */
  addPrepare(prepare: (tree: Tree) => Steps<void>): () => void
  /** Adds a check of the data the chart is given: run at once on the data it has, then at each `updateData`. */
  addDataCheck(check: (data: Data) => void): () => void
}

/** A drawing of its own, in place of cards and links (the fan). @since next */
export interface ChartTypeView {
  render(tree: Tree, props: UpdateTreeProps & { transition_time: number }): void
  destroy(): void
}

/**
 * A chart type: how the people are laid out and, when cards and links will not do, how they are drawn. The hourglass
 * (ancestors above, descendants below) is built in; other types come as features and are chosen with
 * `chart.setChartType(name)`.
 * @since next
 */
export interface ChartType {
  name: string
  /** The layout as steps that pause between small pieces (run in slices for big data), from the store's settings. */
  layout(data: Data, state: StoreState): Steps<Tree>
  /**
   * Its own drawing; without one the chart draws the tree's cards and links, as it does while this returns null (a
   * drawing still loading: the chart asks again at its next drawing).
   */
  view?(host: ChartHost): ChartTypeView | null
}
