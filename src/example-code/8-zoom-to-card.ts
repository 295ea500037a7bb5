// Legacy example 8: four seconds after the first draw, the view glides and zooms to a random card over two seconds.
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

  setTimeout(() => {
    // The drawn cards are the nodes of the current tree; pick one at random and zoom to it (full size).
    const treeData = f3Chart.store.getTree().data
    const datum = treeData[Math.floor(Math.random() * treeData.length)]
    f3.handlers.cardToMiddle({ datum, svg: f3Chart.svg, transition_time: 2000 })
  }, 4000)
}`,
}

export default example
