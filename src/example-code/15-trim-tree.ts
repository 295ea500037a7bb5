// Legacy example 15: only one generation above and one below the main person, via setAncestryDepth / setProgenyDepth.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)
    .setAncestryDepth(1)
    .setProgenyDepth(1)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
