// v2 example 19: a blended family with setShowSiblingsOfMain(true): full and half siblings stand beside the main person.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-stepsiblings.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setShowSiblingsOfMain(true)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
