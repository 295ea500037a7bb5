// v2 example 31: a family in Hebrew, right to left: the chart's words in Hebrew (family-chart/locales/he), the tree
// mirrored, card text from the right, and a Latin name among the Hebrew ones kept whole.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-hebrew.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    // Hebrew is written right to left: the tree is mirrored, fathers to the right of mothers.
    .setLocale(f3Locales.he)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
