// Code typed against the published family-chart 0.8.0 types, using the names this library carries for compatibility.
// consumer-types.test.ts compiles it against 0.8.0's own .d.ts (so it is code of that version) and against ours.
import * as f3 from 'family-chart'

declare const cont: HTMLElement
const data: f3.Data = [{ id: '1', data: { gender: 'M', 'first name': 'A' }, rels: {} }]
const dim = { w: 220, h: 70, text_x: 75, text_y: 15, img_w: 60, img_h: 60, img_x: 5, img_y: 5 }

// The low-level path: a store, an SVG, a card function, the view.
const store = f3.createStore({ data, main_id: '1', node_separation: 250, level_separation: 150 })
const svg: SVGSVGElement = f3.createSvg(cont, { zoom_polite: true, onZoom: (e: any) => e })
const Card = f3.elements.Card({
  store,
  svg,
  card_dim: dim,
  card_display: (d) => `${d.data['first name']}`,
  mini_tree: true,
  link_break: false,
  onCardClick: (e, d) => f3.handlers.cardChangeMain(store, { d }),
})
store.setOnUpdate((props) => f3.view(store.getTree()!, svg, Card, props || {}))
store.updateTree({ initial: true })
const tree = f3.CalculateTree({ data, main_id: '1', node_separation: 250, level_separation: 150 })
const drawn: boolean = f3.view(
  tree,
  svg,
  f3.Card({ store, svg, card_dim: dim, card_display: (d) => d.id, onCardClick: () => {} }),
)

// Card components in the HTML layer.
const getTreeData = f3.handlers.cardComponentSetup(cont)
const items = getTreeData(tree.data)
const parts = f3.handlers.htmlContSetup(cont)
const onZoom = f3.htmlHandlers.onZoomSetup(
  () => parts.svgView as HTMLElement,
  () => parts.htmlView as HTMLElement,
)
f3.handlers.setupZoom(cont, { onZoom })

// Data handlers.
const person = f3.handlers.createNewPerson({ data: { gender: 'F' } })
f3.handlers.addNewPerson({ data_stash: data, datum: person })
const son = f3.handlers.createNewPersonWithGenderFromRel({ data: { gender: 'M' }, rel_type: 'son', rel_datum: person })
f3.handlers.deletePerson(son, data)
const connected: boolean = f3.handlers.checkIfConnectedToFirstPerson(person, data, [])
const all: boolean = f3.handlers.isAllRelativeDisplayed(tree.data[0], tree.data)
const delay: number = f3.handlers.calculateDelay(tree, tree.data[0], 1000)
f3.handlers.syncRelReference(person, data)
f3.handlers.cleanupDataJson(data)
const history = f3.handlers.createHistory(
  store,
  () => data,
  () => {},
)
const controls = f3.handlers.createHistoryControls(cont, history)
controls.updateButtons()

// Elements.
const popup = f3.elements.infoPopup(cont, () => {})
popup.activate(document.createElement('div'))
const row: HTMLElement | undefined = f3.elements.kinshipInfo(
  { self_id: '1', title: 'Kinship', show_in_law: true },
  '1',
  data,
)
if (row) f3.elements.appendElement(row, cont, true)

// Chart and edit tree members.
// (chart.createStore, chart.setOnUpdate, editTree.getFormContDefault, setupAddRelative and setupRemoveRelative are
// private in the published types: only plain JavaScript calls them, which the surface test covers.)
const chart = f3.createChart(cont, data)
const editTree = chart.editTree()
editTree.history.back()
const active: boolean = editTree.addRelativeInstance.is_active
editTree.removeRelativeInstance.onCancel?.()
editTree.modal.activate(document.createElement('p'))
editTree.formCont.populate(document.createElement('form'))
editTree.setFormCont({ el: cont, populate: (el: HTMLElement) => cont.append(el), open: () => {}, close: () => {} })
editTree.addRelativeInstance.activate(person)

export { drawn, items, connected, all, delay, active }
