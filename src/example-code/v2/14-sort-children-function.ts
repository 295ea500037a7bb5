// v2 example 14: setSortChildrenFunction puts the youngest child first (birth year, descending).
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSortChildrenFunction((a, b) => birthYear(b) - birthYear(a))

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })

  function birthYear(d) {
    return Number(d.data.birthday) || 0
  }
}`,
}

export default example
