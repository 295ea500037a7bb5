// v2 example 17: the edit tree, a side form that edits people and adds or removes relatives, with undo and redo.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'ADD' })

  const f3Card = f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  const f3EditTree = f3Chart.editTree()
    .fixed()
    .setFields(["first name", "last name", "birthday", "avatar"])
    .setEditFirst(true)
    .setCardClickOpen(f3Card)

  f3Chart.updateTree({ initial: true })
  // On narrower screens the form opens when a card is clicked, so it does not cover the tree at first.
  if (window.innerWidth > 1400) f3EditTree.open(f3Chart.getMainDatum())
}`,
}

export default example
