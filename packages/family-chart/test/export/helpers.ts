// Shared by the export tests: a chart drawn in jsdom, and the exported document read back with an XML parser.
import { createChart, type FullChart as Chart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'

export const SVG_NS = 'http://www.w3.org/2000/svg'

export function parse(svg: string): Document {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml')
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0)
  return doc
}

/** The card groups of the export, each with its texts. */
export function exportedCards(doc: Document): { texts: string[]; group: Element }[] {
  const layer = doc.querySelector('g.f3-export-cards')!
  return [...layer.children].map((group) => ({
    group,
    texts: [...group.querySelectorAll('text')].map((t) => t.textContent ?? ''),
  }))
}

export function chartOf(data: Data, setup?: (chart: Chart) => void): Chart {
  document.body.innerHTML = '<div id="c"></div>'
  const chart = createChart('#c', data).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name'], ['birthday']])
  setup?.(chart)
  chart.updateTree({ initial: true })
  return chart
}
