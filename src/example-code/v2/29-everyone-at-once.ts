// v2 example 29: the relatives chart on the royal houses: everyone connected to Prince Bernhard of Lippe-Biesterfeld
// (Q57304) by parent, child and spouse links, 662 people, each on one card.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-royal-houses.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    // Everyone connected to the main person at once: ancestors, descendants, in-laws, cousins, each on one card.
    .setChartType('relatives')
    .setPersonDropdown((d) => d.data.label, { placeholder: 'Search people' })

  // A wide family: a click brings the new main person to the middle at the current zoom instead of fitting everyone.
  f3Chart.setCardHtml()
    .setCardDisplay([["label"]])
    .setMiniTree(false)
    .setOnCardClick((e, d) => {
      f3Chart.updateMainId(d.data.id)
      f3Chart.updateTree({ tree_position: 'main_to_middle' })
    })

  f3Chart.updateMainId('Q57304')
  f3Chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
}`,
}

export default example
