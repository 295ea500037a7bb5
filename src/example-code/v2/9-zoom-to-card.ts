// v2 example 9: four seconds after the first draw, the view zooms to a random card over two seconds.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })

  setTimeout(zoomToRandomCard, 4000)

  function zoomToRandomCard() {
    const cards = f3Chart.store.getTree().data
    const datum = cards[Math.floor(Math.random() * cards.length)]
    f3.handlers.cardToMiddle({ datum, svg: f3Chart.svg, transition_time: 2000 })
  }
}`,
}

export default example
