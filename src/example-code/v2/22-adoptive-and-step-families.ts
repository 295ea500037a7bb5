// v2 example 22: a child with a birth, an adoptive and a step family, and a divorce: every family drawn, one switch away.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-adoption.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)

  // Draw Anna in her adoptive family from the start; her birth and step families are drawn beside it.
  const adoptive = f3Chart.getParentFamilies('anna').find((family) => family.type === 'adopted')
  if (adoptive) f3Chart.setParentFamily('anna', adoptive.parents)

  f3Chart.updateMainId('anna')
  f3Chart.updateTree({ initial: true })
}`,
}

export default example
