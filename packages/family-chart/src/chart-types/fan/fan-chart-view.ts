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
import { zoomIdentity } from 'd3'
import { middleTransform, moveCamera } from '../../view/camera/zoom'
import { createEmptyCard } from '../../layout/empty-card'
import { createFanView, type FanView } from './fan-view'
import { rotateFanLayout } from './fan-rotate'
import { isFanTree, turnFanTree, type FanTree } from './fan-tree'
import type { FanColourScheme } from './fan-colours'
import { clearFit, clearMiddle, type Box } from './fan-clear-fit'

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

/** The panels over the chart that the fan keeps clear of (its legend and turn buttons), in the SVG's pixels. */
function panelBoxes(host: ChartHost, svg: Element): Box[] {
  const frame = svg.getBoundingClientRect()
  const boxes: Box[] = []
  for (const panel of host.cont.querySelectorAll('.f3-fan-legend:not([hidden]), .f3-fan-controls')) {
    const r = panel.getBoundingClientRect()
    if (r.width > 0 && r.height > 0)
      boxes.push({ x: r.left - frame.left, y: r.top - frame.top, width: r.width, height: r.height })
  }
  return boxes
}

/**
 * Where the camera goes for a new drawing, as updateTree's `tree_position` says (none for 'inherit'): the fit or the
 * middle, moved where the legend and the buttons cover no place.
 */
function placeCamera(host: ChartHost, tree: FanTree, turn: number, props: UpdateTreeProps, time: number): void {
  const position = props.tree_position ?? 'fit'
  if (position !== 'fit' && position !== 'main_to_middle') return
  const svg = host.dom.svg
  const viewport = { width: svg.clientWidth || 800, height: svg.clientHeight || 600 }
  const fan = turn ? rotateFanLayout(tree.fan, tree.fan.rotation + turn).bounds : tree.fan.bounds
  const panels = panelBoxes(host, svg)
  const camera =
    position === 'fit'
      ? clearFit(viewport, fan, panels)
      : clearMiddle(viewport, fan, panels, middleTransform(svg, { x: 0, y: 0 }).k)
  moveCamera(svg, zoomIdentity.translate(camera.x, camera.y).scale(camera.k), time)
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
