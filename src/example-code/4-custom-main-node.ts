// Legacy example 4: the main person's card styled differently, with CSS only (the card carries the class card-main).
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })
}`,
  css: `.f3 div.card.card-main {
  background-color: #f2c14e;
  color: #1f1f1f;
  outline: 3px solid #ffffff;
  box-shadow: 0 0 20px rgba(242, 193, 78, 0.75);
  transform: translate(-50%, -50%) scale(1.15);
}
.f3 div.card.card-main .card-image {
  background-color: rgba(0, 0, 0, 0.25);
}`,
}

export default example
