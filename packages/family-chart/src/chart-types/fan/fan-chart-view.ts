/**
 * The fan chart type's drawing on a chart: createFanView in the chart's zoomed group (so pan and zoom work), the
 * camera placed as updateTree asks, a click or Enter on a place handed to the chart (the person becomes main, or
 * their form opens with an edit tree), "Add father" places starting add-relative mode, and the chart region's
 * instructions saying the fan's keys while it is shown.
 */
import type { ChartHost, ChartTypeView } from '../../chart/plug'
import type { Tree } from '../../layout/types'
import type { UpdateTreeProps } from '../../store/types'
import type { ChartEditTree } from '../../chart/chart'
import { fitTransform, middleTransform, moveCamera } from '../../view/camera/zoom'
import { createEmptyCard } from '../../layout/empty-card'
import { createFanView, type FanView } from './fan-view'
import { rotateFanLayout } from './fan-rotate'
import { isFanTree, turnFanTree, type FanTree } from './fan-tree'
import type { FanColourScheme } from './fan-colours'

/** The chart region's instructions while the fan is shown, in place of the cards' (the zoom keys follow). */
export const FAN_CHART_KEYS =
  'Arrow keys move between the places of the fan: up to parents, down to children, left and right to the places ' +
  'beside in the ring. Enter puts the focused person in the centre. Home returns to the centre. [ and ] turn the ' +
  'fan, 0 turns it back; drag its rim, or drag with Shift, to turn it with the mouse.'

/** The fan view of one chart, as the fan feature keeps it. */
export interface FanChartView extends ChartTypeView {
  view: FanView
  /** The tree drawn last (its nodes follow the fan's turns). */
  tree(): FanTree | null
}

export interface FanChartViewSetup {
  host: ChartHost
  colourScheme: () => FanColourScheme
  /** The relationship path to mark, if one is shown. */
  highlight: () => { path: string[]; ends: string[] } | null
}

/** Where the camera goes for a new drawing, as updateTree's `tree_position` says (none for 'inherit'). */
function placeCamera(host: ChartHost, tree: FanTree, turn: number, props: UpdateTreeProps, time: number): void {
  const position = props.tree_position ?? 'fit'
  const svg = host.dom.svg
  if (position === 'fit') {
    const { x, y, width, height } = turn ? rotateFanLayout(tree.fan, tree.fan.rotation + turn).bounds : tree.fan.bounds
    moveCamera(svg, fitTransform(svg, { width, height, x_off: -x, y_off: -y }), time)
  } else if (position === 'main_to_middle') moveCamera(svg, middleTransform(svg, { x: 0, y: 0 }), time)
}

/** An "Add father" place chosen: the edit tree adds that parent, as the empty card of a missing parent does. */
function addParent(host: ChartHost, request: { childId: string; relation: 'father' | 'mother' }): void {
  const editTree = (host.chart as { editTreeInstance: ChartEditTree | null }).editTreeInstance
  if (!editTree || editTree.no_edit) return
  const { childId, relation } = request
  editTree.open(createEmptyCard(childId, relation, relation === 'father' ? 'M' : 'F', `Add ${relation}`))
}

/** The fan's drawing for the chart `host`; `destroy` removes every element and listener it added. */
export function createFanChartView({ host, colourScheme, highlight }: FanChartViewSetup): FanChartView {
  const group = document.createElementNS('http://www.w3.org/2000/svg', 'g')
  group.setAttribute('class', 'f3-fan-layer')
  host.dom.view.append(group)
  let drawn: FanTree | null = null
  const view = createFanView({
    group,
    overlay: host.cont,
    colourScheme: colourScheme(),
    // The chart decided the time already (its transition time, the user's reduced-motion setting, its policy).
    reducedMotion: 'ignore',
    // As a card's click and the person search do: the first feature that wants the choice takes it ("How are we
    // related?" waiting for its second person), else the person's form opens (with an edit tree) and they become main.
    onActivate: (id) => host.choose(id),
    onAdd: (request) => addParent(host, request),
    onRotate: (rotation) => {
      if (drawn) turnFanTree(drawn, rotation - drawn.fan.rotation)
    },
  })
  host.setKeyInstructions(FAN_CHART_KEYS)
  // Focus on the chart itself (Escape leaves the places for it): an arrow or Home goes back to the fan's Tab stop
  // (the chart's own keys, which run first, found no card to go to).
  const onCanvasKey = (e: KeyboardEvent) => {
    if (e.target !== host.dom.canvas || e.shiftKey) return
    if (!e.key.startsWith('Arrow') && e.key !== 'Home') return
    const stop = group.querySelector<SVGGElement>('.f3-fan-place[tabindex="0"]')
    if (!stop) return
    e.preventDefault()
    stop.focus({ preventScroll: true })
  }
  host.dom.canvas.addEventListener('keydown', onCanvasKey)

  return {
    view,
    tree: () => drawn,
    render(tree: Tree, props: UpdateTreeProps & { transition_time: number }) {
      if (!isFanTree(tree)) return
      const time = props.initial ? 0 : props.transition_time
      drawn = tree
      view.update(tree.fan, { transitionTime: time })
      const turn = view.getRotation() - tree.fan.rotation
      if (turn) turnFanTree(tree, turn)
      view.setHighlight(highlight())
      placeCamera(host, tree, turn, props, time)
    },
    destroy() {
      host.dom.canvas.removeEventListener('keydown', onCanvasKey)
      host.setKeyInstructions(null)
      view.destroy()
      group.remove()
      drawn = null
    },
  }
}
