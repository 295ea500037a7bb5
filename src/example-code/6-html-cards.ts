// Legacy example 6: HTML cards with a round image, mini-tree icons and the hover path to the main person.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setStyle('imageCircleRect')
    .setMiniTree(true)
    .setOnHoverPathToMain()

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
