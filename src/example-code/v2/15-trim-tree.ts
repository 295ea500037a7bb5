// v2 example 15: Irène Joliot-Curie as main person, trimmed to one generation up and one down.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)
    .setAncestryDepth(1)
    .setProgenyDepth(1)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  const irene = data.find((d) => d.data["first name"] === "Irène")
  if (irene) f3Chart.updateMainId(irene.id)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
