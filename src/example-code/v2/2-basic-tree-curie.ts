// v2 example 2: the Curie family sample, with an 'Unknown' empty card wherever a child has only one known parent.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'Unknown' })

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  // Open on Yves Langevin: his father Michel has one recorded parent, so an 'Unknown' card stands for the other.
  const yves = data.find((d) => d.data['first name'] === 'Yves')
  if (yves) f3Chart.updateMainId(yves.id)
  f3Chart.updateTree({ initial: true })
}`,
}

export default example
