// v2 example 13: the Curie family laid out left to right with setOrientationHorizontal and custom spacing.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setOrientationHorizontal()
    .setCardXSpacing(270)
    .setCardYSpacing(110)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
