// Legacy example 2: the basic tree drawn from the Curie family sample (35 people over six generations).
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
