// Legacy example 13: generations laid out from left to right with setOrientationHorizontal.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setOrientationHorizontal()

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
