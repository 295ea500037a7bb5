// v2 example 12: setSingleParentEmptyCard draws an 'Unknown' card for each missing parent or co-parent.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-single-parent.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'Unknown' })

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
