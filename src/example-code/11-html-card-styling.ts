// Legacy example 11: the look of the HTML cards changed entirely from CSS, targeting the classes each card carries.
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
    .setStyle('rect')
    .setCardDim({ w: 170 })

  f3Chart.updateTree({ initial: true })
}`,
  css: `.f3 div.card {
  border-radius: 14px;
  border: 1px solid rgba(255, 255, 255, 0.35);
  font-family: Georgia, 'Times New Roman', serif;
  box-shadow: 0 4px 12px rgba(0, 0, 0, 0.45);
}
.f3 div.card.card-male {
  background: linear-gradient(135deg, #3a6073, #16222a);
}
.f3 div.card.card-female {
  background: linear-gradient(135deg, #8e4162, #3c1e2c);
}
.f3 div.card.card-main {
  outline: 2px dashed #ffd24d;
}
.f3 div.card .card-label {
  letter-spacing: 0.03em;
}
.f3 div.card:hover {
  filter: brightness(1.2);
}`,
}

export default example
