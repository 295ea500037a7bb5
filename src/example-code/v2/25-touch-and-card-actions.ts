// v2 example 25: a person's actions menu on a long press (touch), right-click or Shift+F10, with an action of our own.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  // With an edit tree, the menu also offers Edit and Add relative.
  const f3EditTree = f3Chart.editTree()
    .setFields(["first name", "last name", "birthday"])
    .setEditFirst(true)
  f3EditTree.setCardClickOpen(f3Card)

  // An item of our own in every person's menu but the main person's.
  f3Chart.registerCardAction({
    id: 'make-main',
    label: (d) => 'Centre the tree on ' + (d.data.data['first name'] || 'this person'),
    when: (d) => !d.main,
    run: (d) => f3Chart.updateMainId(d.data.id).updateTree({ tree_position: 'main_to_middle' }),
  })

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
