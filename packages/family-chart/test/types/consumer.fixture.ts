// A consumer of the published types: uses the API.md names through the built declaration file.
import * as f3 from '../../dist/family-chart'
import f3default from '../../dist/family-chart'

const data: f3.Data = [{ id: '1', data: { gender: 'M', 'first name': 'A' }, rels: {} }]
const chart: f3.Chart = f3
  .createChart('#FamilyChart', data)
  .setTransitionTime(1000)
  .setCardXSpacing(250)
  .setCardYSpacing(150)
  .setOrientationVertical()
  .setShowSiblingsOfMain(false)
  .setSingleParentEmptyCard(true, { label: 'Unknown' })
  .setAncestryDepth(3)
  .setProgenyDepth(2)
  .setSortChildrenFunction((a, b) => String(a.data.birthday).localeCompare(String(b.data.birthday)))
  .setDuplicateBranchToggle(true)
  .setPrivateCardsConfig({ condition: (d) => d.data.living === '1' })
  .setLinkSpouseText(null)
  .setPersonDropdown((d) => `${d.data['first name']}`, { placeholder: 'Search' })
const card = chart
  .setCardHtml()
  .setCardDisplay([['first name', 'last name'], ['birthday']])
  .setCardImageField('avatar')
  .setStyle('imageRect')
  .setMiniTree(true)
  .setCardDim({ w: 200, h: 70 })
  .setOnHoverPathToMain()
card.setOnCardClick((e, d) => card.onCardClickDefault(e, d))
chart.setCard(f3.CardSvg)
chart.updateTree({ initial: true, tree_position: 'fit', transition_time: 0 })
const depth: { ancestry: number; progeny: number } = chart.getMaxDepth('1')
const tree: f3.Tree = f3.calculateTree(data, { main_id: '1', is_horizontal: true })
const problems: f3.DataProblem[] = f3default.validateData(data)
const store: f3.Store = f3.createStore({ data, main_id: '1' })
const svgText: Promise<string> = chart.exportSvg({
  background: '#fff',
  padding: 20,
  cardDisplay: [['first name']],
  images: 'none',
  onWarning: (m: string) => m,
})
const png: Promise<Blob> = chart.exportPng({ scale: 2, background: 'transparent' })
const pdfOptions: f3.ExportPdfOptions = {
  pageSize: 'a3',
  orientation: 'landscape',
  layout: 'tile',
  margin: 10,
  overlap: 10,
  font: { name: 'F', url: '/f.ttf', onlyWhenNeeded: true },
}
const pdf: Promise<Blob> = chart.exportPdf({
  ...pdfOptions,
  libraries: () => Promise.all([Promise.resolve({}), Promise.resolve({})]),
})
const printed: Promise<void> = chart.print({ title: 'Our family' })
export { depth, tree, problems, store, svgText, png, pdf, printed }
