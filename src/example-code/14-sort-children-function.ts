// Legacy example 14: children ordered oldest first by birth year with setSortChildrenFunction.
import type { ExampleDefinition } from './types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-curie.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(260)
    .setCardYSpacing(150)
    .setSortChildrenFunction(byBirthYear)

  const f3Card = f3Chart.setCard(f3.cardHtml)
  f3Card.setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })

  // Oldest first; people without a known birth year go last.
  function byBirthYear(a, b) {
    const yearA = Number(a.data.birthday) || 0
    const yearB = Number(b.data.birthday) || 0
    if (!yearA || !yearB) return (yearA ? 0 : 1) - (yearB ? 0 : 1)
    return yearA - yearB
  }
}`,
}

export default example
