// v2 example 6: cards drawn in SVG with setCardSvg, sized with setCardDim.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardSvg()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setCardDim({ w: 210, h: 70, text_x: 75, text_y: 18, img_w: 60, img_h: 60, img_x: 5, img_y: 5 })
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
