// v2 example 4: the main person's card restyled from setOnCardUpdate, which also adds a 'Main person' badge.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setOnCardUpdate(function (d) {
      // 'this' is the card's container; the card itself is rebuilt on every update.
      if (!d.main) return
      const card = this.querySelector('.f3-card')
      card.classList.add('main-person-card')
      const badge = document.createElement('div')
      badge.className = 'main-person-badge'
      badge.textContent = 'Main person'
      card.append(badge)
    })

  f3Chart.updateTree({ initial: true })
}`,
  css: `.f3 div.f3-card.main-person-card {
  background-color: #2e7d5b;
  outline: 3px solid #a5e8c6;
}
.main-person-badge {
  position: absolute;
  left: 50%;
  bottom: -11px;
  transform: translateX(-50%);
  padding: 1px 8px;
  border-radius: 9px;
  font-size: 11px;
  white-space: nowrap;
  background: #a5e8c6;
  color: #143d2b;
}`,
}

export default example
