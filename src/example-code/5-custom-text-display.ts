// Legacy example 5: card text built by functions in setCardDisplay instead of plain field names.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  // Each row is a function of the person; what it returns is written on the card as text.
  f3Card.setCardDisplay([
    (d) => (d.data["first name"] || "") + " " + (d.data["last name"] || "").toUpperCase(),
    (d) => (d.data.birthday ? "b. " + d.data.birthday : "birth year unknown"),
  ])

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
