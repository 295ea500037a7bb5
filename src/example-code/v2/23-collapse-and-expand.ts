// v2 example 23: fold a person's ancestors or descendants into a "+N" badge and open them again, by mouse or keyboard.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    // A fold control on each card with ancestors or descendants drawn (keys A and D on the focused card).
    .setCollapsible(true)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  // Start with Daniel's children folded into a badge; the badge below his card opens them again.
  f3Chart.collapse(data[0].id, 'progeny')
  f3Chart.setOnCollapse(({ id, side, collapsed, hiddenCount }) => {
    console.log(collapsed ? 'folded' : 'opened', side, 'of', id, '-', hiddenCount, 'people')
  })

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
