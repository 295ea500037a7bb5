// v2 example 32: a family in Chinese: the chart's words and kinship terms in Chinese (family-chart/locales/zh), the
// family name before the given name, and card text measured in real glyphs so that it fits.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-chinese.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setLocale(f3Locales.zh)

  // Chinese names start with the family name.
  f3Chart.setCardHtml()
    .setCardDisplay([["last name", "first name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
