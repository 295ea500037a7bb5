/**
 * The drawing side of a chart: it turns each computed tree into cards, links and camera moves, and owns what lives
 * as long as the drawing does (zoom, keyboard and screen-reader support, the insets of
 * overlaid controls, culling of big trees). The Chart class keeps the settings and hands them over at each draw.
 */
import type { Store, UpdateTreeProps } from '../store/types'
import type { Tree, TreeDatum } from '../layout/types'
import { callUser } from '../user-code'
import type { ChartDom } from './chart-dom'
import { fitTransform, forgetViewportSize, getCurrentZoom, moveCamera, setupZoom } from './camera/zoom'
import { clearDrawing, createViewState, renderView, updateCulling } from './render-view'
import type { FarView } from './far-view'
import { createFrameThrottle } from './drawing/frame-throttle'
import type { CardRenderer, CardSize } from './drawing/render-cards'
import type { LinkDecorator } from './drawing/render-links'
import { createInsetTracker } from './camera/inset-tracker'
import { setupChartA11y } from './a11y/chart-a11y'
import {
  effectiveTransitionTime,
  motionTimeFor,
  prefersReducedMotion,
  setMotionPolicy,
  type ReducedMotion,
} from './reduced-motion'

/** Duration of the camera's move to an area of the tree (when animation is on). */
const SHOW_AREA_MS = 600
/** Duration of the pans and zooms of keyboard navigation (when animation is on). */
const KEY_MOVE_MS = 250

/** The chart's settings the view reads at each draw (the Chart's public fields, so code that sets them still works). */
export interface ChartViewSettings {
  cont: HTMLElement
  dom: ChartDom
  store: Store
  /** The cards' size (the default card's when none is set yet). */
  cardSize(): CardSize
  is_card_html: boolean
  transition_time: number
  linkSpouseText: ((sp1: TreeDatum, sp2: TreeDatum) => string) | null
  beforeUpdate: ((props?: UpdateTreeProps) => void) | null
  afterUpdate: ((props?: UpdateTreeProps) => void) | null
}

/** What the view asks of the chart besides its settings. */
export interface ChartViewHost {
  chart: ChartViewSettings
  /** What draws one person into a card's element; the chart makes the default card when none is set. */
  cardDrawer(): CardRenderer
  /** The name read out for a person who became the main person ('' when they have none). */
  nameOf(id: string): string
  /** What adds to each drawn link (the families feature's marks), if anything. */
  linkDecorator?(): LinkDecorator | null
  /** After every drawing (the chart's features update). */
  afterDraw?(): void
  /** A drawing of the chart type's own instead of cards and links (the fan), or null. */
  typeView?(): { render(tree: Tree, props: UpdateTreeProps & { transition_time: number }): void } | null
  /** True while the drawing is not the final one of an update (afterUpdate waits for that one). */
  isQuiet?(): boolean
}

export type ChartView = ReturnType<typeof createChartView>

export function createChartView(viewHost: ChartViewHost) {
  const host = viewHost.chart
  const { cont, dom, store } = host
  const viewState = createViewState()
  /** 'respect': the user's reduced-motion setting makes every update and camera move instant (see setReducedMotion). */
  let motionPolicy: ReducedMotion = 'respect'
  setMotionPolicy([dom.svg, dom.canvas], motionPolicy)
  /** How the last update placed the camera, and whether the user moved it since. */
  let lastTreePosition: UpdateTreeProps['tree_position'] = 'fit'
  let userMoved = false
  /** The tree on screen: while a big tree's next layout runs in slices, keys and resizes act on this one. */
  let drawn: Tree | null = null
  /** The layout's notices last reported, so the console hears each once, not on every redraw. */
  let reportedNotices = ''
  /** Called after every drawing and culling, which replace cards and links (marks on them are put back). */
  const drawnListeners = new Set<() => void>()
  const drawnAgain = () => drawnListeners.forEach((listener) => listener())

  /** A camera move of `ms`: none when animation is off, or when the user prefers reduced motion (unless opted out). */
  const motionTime = (ms: number): number => (host.transition_time <= 0 ? 0 : motionTimeFor(dom.svg, ms))

  // Big trees keep only what is near the viewport in the DOM, or the far view when zoomed far out: re-checked at
  // most once per frame while panning and zooming.
  const viewportUpdate = createFrameThrottle(() => {
    if (!dom.canvas.isConnected) return
    // Cards coming into view are added a few per frame: ask for another frame while some are missing.
    if (updateCulling(dom, viewState, getCurrentZoom(dom.svg))) viewportUpdate.schedule()
    a11y.afterCull()
    drawnAgain()
  })

  const zoom = setupZoom({
    target: dom.canvas,
    svg: dom.svg,
    layers: { svgView: dom.view, htmlCards: dom.htmlCardsLayer },
    onZoom: (_t, byUser) => {
      if (byUser) userMoved = true
      if (viewState.culled) viewportUpdate.schedule()
    },
  })
  const a11y = setupChartA11y({
    cont,
    canvas: dom.canvas,
    svg: dom.svg,
    getTree: () => drawn,
    getCardSize: () => host.cardSize(),
    moveTime: () => motionTime(KEY_MOVE_MS),
    nameOf: (id) => viewHost.nameOf(id),
    say: () => store.state.say,
  })
  const insets = createInsetTracker({
    cont,
    canvas: dom.canvas,
    nav: dom.nav,
    svg: dom.svg,
    getTree: () => drawn ?? undefined,
    getPlacement: () => ({ position: lastTreePosition, userMoved }),
  })

  function reportNotices(tree: { notices?: { message: string }[] }): void {
    const text = (tree.notices ?? []).map((n) => n.message).join('\n')
    if (text && text !== reportedNotices && typeof console !== 'undefined') console.warn(`family-chart: ${text}`)
    reportedNotices = text
  }

  /** Draws the store's tree, animating from what is on screen. */
  function render(props: UpdateTreeProps = {}): void {
    const tree = store.getTree()
    if (!tree) return
    const renderCard = viewHost.cardDrawer()
    callUser('setBeforeUpdate', host.beforeUpdate, host, [props])
    const initial = props.initial ?? !drawn
    // Read again before anything is drawn (then kept: see camera/zoom.ts viewportSize).
    forgetViewportSize(dom.svg)
    drawn = tree
    lastTreePosition = props.tree_position ?? 'fit'
    reportNotices(tree)
    userMoved = false
    // Before the camera is placed: controls added since the last draw change the space the tree is fitted into.
    insets.update(false)
    a11y.beforeRender()
    const transition_time = effectiveTransitionTime({
      requested: props.transition_time ?? host.transition_time,
      prefersReduced: prefersReducedMotion(),
      policy: motionPolicy,
    })
    const own = viewHost.typeView?.()
    if (own) {
      clearDrawing(dom, viewState)
      own.render(tree, { ...props, transition_time })
    } else
      renderView(dom, tree, viewState, {
        ...props,
        transition_time,
        isHtml: host.is_card_html,
        renderCard,
        spouseText: host.linkSpouseText,
        cardSize: host.cardSize(),
        linkDecorator: viewHost.linkDecorator?.(),
      })
    a11y.afterRender(tree.main_id)
    drawnAgain()
    viewHost.afterDraw?.()
    if (viewHost.isQuiet?.()) return
    // As in 0.8 / 0.9, the callback sees the props the drawing used: whether it was the first one, the animation time.
    callUser('setAfterUpdate', host.afterUpdate, host, [
      { ...props, initial, transition_time, ...(host.is_card_html ? { cardHtml: true } : {}) },
    ])
  }

  return {
    viewState,
    a11y,
    render,
    /** Whether the user's reduced-motion setting wins over the chart's animation times ('respect', default). */
    setReducedMotion(policy: ReducedMotion): void {
      motionPolicy = policy
      setMotionPolicy([dom.svg, dom.canvas], policy)
    },
    /** A camera move of `ms`: none when animation is off, or when the user prefers reduced motion (unless opted out). */
    motionTime,
    /** Gives the view a way to draw a big tree from far (the overview feature), or takes it back (null). */
    setFarView(far: FarView | null): void {
      viewState.far?.hide()
      viewState.far = far
      if (viewState.culled) viewportUpdate.schedule()
    },
    /** The big tree drawn in parts, while there is one: the far view zooms in on it. */
    culled: () => viewState.culled,
    treePosition: () => lastTreePosition,
    /** Looks again at what the viewport shows (after a setting of the far view changed). */
    refreshViewport: () => viewportUpdate.schedule(),
    setOccluder(panel: HTMLElement | null): void {
      insets.setOccluder(panel)
    },
    /** Runs `listener` after every drawing and culling; returns a function that stops it. */
    onDrawn(listener: () => void): () => void {
      drawnListeners.add(listener)
      return () => drawnListeners.delete(listener)
    },
    /** Moves the camera to show an area of the tree (in tree units, as a tree's `dim`), animated unless motion is off. */
    showArea(dim: Tree['dim']): void {
      moveCamera(dom.svg, fitTransform(dom.svg, dim), motionTime(SHOW_AREA_MS))
    },
    destroy(): void {
      zoom.destroy()
      a11y.destroy()
      viewportUpdate.destroy()
      insets.destroy()
      viewState.far?.hide()
    },
  }
}
