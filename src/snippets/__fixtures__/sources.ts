/** Realistic snippet inputs shared by the snippet tests. */
import type { SnippetSource } from '../types'

export const CREATE_FN = `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
  f3Chart.setCardHtml()
    .setCardDisplay([["first name","last name"],["birthday"]])
  f3Chart.updateTree({initial: true})
}`

/** Uses d3 and a multi-line template literal, whose content must not be re-indented. */
export const CREATE_FN_D3 = `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
  f3Chart.setCardHtml()
    .setCardInnerHtmlCreator(d => \`<div class="card-inner">
  <span>\${d.data.data['first name']}</span>
</div>\`)
  f3Chart.updateTree({initial: true})
  d3.select('#FamilyChart').style('font-size', '14px')
}`

/** Makes the chart from people it picks first: not the shape the framework components take as their setup. */
export const CREATE_FN_OWN_START = `function create(data) {
  const people = data.filter((d) => d.data.gender)
  const f3Chart = f3.createChart('#FamilyChart', people)
  f3Chart.updateTree({initial: true})
}`

export const DATA = [
  { id: '1', data: { 'first name': 'Agnus', 'last name': '', birthday: '1970', gender: 'M' }, rels: { spouses: ['2'], children: ['3'] } },
  { id: '2', data: { 'first name': 'Dolly', 'last name': '', birthday: '1973', gender: 'F' }, rels: { spouses: ['1'], children: ['3'] } },
  { id: '3', data: { 'first name': 'Bob', 'last name': '', birthday: '1998', gender: 'M' }, rels: { father: '1', mother: '2' } },
]

export const DATA_JSON = JSON.stringify(DATA, null, 2)

/** A data field that would close the <script> element if embedded unescaped. */
export const HOSTILE_DATA = [
  { id: '1', data: { 'first name': '</script><script>alert(1)</script>', 'last name': '<!-- x', gender: 'M' }, rels: {} },
]

export const HOSTILE_JSON = JSON.stringify(HOSTILE_DATA)

export const DATA_URL = '/data/data.json'

export const CSS = `.f3 .card-inner { border-radius: 6px; }
.f3 .card-male .card-inner { background-color: #4a6d8c; }
.f3 .card-label::before { content: "\\201C"; }`

export const FETCHED: SnippetSource = { createFnString: CREATE_FN, dataUrl: DATA_URL }
export const INLINE: SnippetSource = { createFnString: CREATE_FN, dataJson: DATA_JSON }
export const WITH_CSS: SnippetSource = { createFnString: CREATE_FN, dataUrl: DATA_URL, css: CSS }
export const WITH_D3: SnippetSource = { createFnString: CREATE_FN_D3, dataJson: DATA_JSON, css: CSS }
export const HOSTILE: SnippetSource = { createFnString: CREATE_FN, dataJson: HOSTILE_JSON }
export const OWN_START: SnippetSource = { createFnString: CREATE_FN_OWN_START, dataUrl: DATA_URL }

export const ALL_SOURCES: [string, SnippetSource][] = [
  ['fetched', FETCHED],
  ['inline', INLINE],
  ['with css', WITH_CSS],
  ['with d3', WITH_D3],
  ['hostile data', HOSTILE],
]
