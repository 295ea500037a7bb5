// v2 example 24: "How are we related?" between any two people: the path highlighted, the words at both ends.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-relationships.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  // The search box also picks the second person while the chart waits for one.
  f3Chart.setPersonDropdown((d) => [d.data['first name'], d.data['last name']].filter(Boolean).join(' '), { placeholder: 'Search a person' })

  f3Chart.updateTree({ initial: true })

  // Emma and Ben share great-grandparents: the chart draws the path and names it at both ends.
  // Long press, right-click or Shift+F10 on a card, then "How are we related?", to ask about any other two.
  const emma = data.find((d) => d.data['first name'] === 'Emma')
  const ben = data.find((d) => d.data['first name'] === 'Ben')
  if (emma && ben) f3Chart.showRelationship(emma.id, ben.id)
}`,
}

export default example
