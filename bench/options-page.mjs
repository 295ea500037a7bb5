// The page of bench/options-browser.mjs: d3 and one library (ours or the published package, as bench/browser.mjs
// serves them), and a small `window.bench` that creates the chart with or without the genealogist options, changes
// the main person, shows a relationship and counts what is drawn. Only the libraries' public API is used.

import { benchPageHtml } from './browser.mjs'

export const PAGE_HTML = (lib) => {
  const which = lib === 'published' ? 'published' : 'ours'
  return benchPageHtml(which, `family-chart options bench (${which})`, '/options-page.js')
}

export const PAGE_SCRIPT = `(() => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()))
  const task = () => new Promise((resolve) => { const ch = new MessageChannel(); ch.port1.onmessage = () => resolve(); ch.port2.postMessage(0) })
  async function twoFrames() { await frame(); await frame(); await task() }
  let chart = null
  let data = null
  // Resolves at the chart's next afterUpdate (ours lays big trees out over several tasks after updateTree returns).
  let onDrawn = null
  const nextDraw = () => new Promise((resolve) => { onDrawn = resolve })
  const drawn = () => { const r = onDrawn; onDrawn = null; if (r) r() }
  const POSITION = { tree_position: 'main_to_middle' }
  const count = (selector) => document.querySelectorAll('#FamilyChart ' + selector).length
  // What says where the main person and depths are: showRelationship redraws only when it changes them.
  const layoutKey = () => JSON.stringify([chart.store.getMainId(), chart.store.state.ancestry_depth, chart.store.state.progeny_depth])
  window.bench = {
    async load(path) {
      data = await (await fetch(path)).json()
      return data.length
    },
    async create(mainId, options) {
      const t0 = performance.now()
      chart = f3.createChart('#FamilyChart', data)
      chart.setTransitionTime(0).setCardXSpacing(250).setCardYSpacing(150)
      chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
      if (options.collapsible) chart.setCollapsible(true)
      if (options.privacy) chart.setPrivacy({ ...options.privacy, now: new Date(options.privacy.now) })
      if (options.sortSpousesByMarriageDate) chart.setSortSpousesByMarriageDate(true)
      chart.setAfterUpdate(drawn)
      chart.updateMainId(mainId)
      const draw = nextDraw()
      chart.updateTree({ initial: true, ...POSITION })
      await draw
      await twoFrames()
      data = null
      return { ms: performance.now() - t0 }
    },
    async switchMain(id) {
      const t0 = performance.now()
      chart.updateMainId(id)
      const draw = nextDraw()
      chart.updateTree(POSITION)
      await draw
      await twoFrames()
      return { ms: performance.now() - t0 }
    },
    async relationship(a, b) {
      const before = layoutKey()
      const t0 = performance.now()
      const draw = nextDraw()
      const shown = chart.showRelationship(a, b)
      const relayout = layoutKey() !== before
      if (relayout) await draw
      else onDrawn = null
      await twoFrames()
      const ms = performance.now() - t0
      return { ms, relayout, pathLength: shown ? shown.path.length : 0, label: shown ? shown.label : null }
    },
    /** What is drawn now: elements, cards, and the options' marks (private cards, fold controls, ended marriages, the path). */
    drawn() {
      return {
        treeNodes: chart.store.getTree().data.length,
        elements: document.getElementsByTagName('*').length,
        cards: count('.card_cont'),
        privateCards: count('.f3-card-private'),
        foldControls: count('.f3-fold'),
        endedMarriageLinks: count('.f3-link-ended'),
        relationshipPath: count('.f3-relationship-path'),
      }
    },
  }
})()`
