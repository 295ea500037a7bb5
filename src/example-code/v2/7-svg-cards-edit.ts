// v2 example 7: SVG cards with the edit tree opening on card click.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCardSvg()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setCardDim({ w: 220, h: 70, text_x: 75, text_y: 15, img_w: 60, img_h: 60, img_x: 5, img_y: 5 })

  f3Chart.editTree()
    .fixed()
    .setFields(["first name", "last name", "birthday", "avatar"])
    .setEditFirst(true)
    .setCardClickOpen(f3Card)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
