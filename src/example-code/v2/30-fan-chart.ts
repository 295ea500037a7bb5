// v2 example 30: the fan chart: King Felipe VI of Spain in the centre and six generations of his ancestors in the
// royal houses' Wikidata facts, coloured by the father's and the mother's line; a click or Enter centres a person.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-royal-fan.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(800)
    .setChartType('fan')
    // Generations above the main person: 5 draws six generations, 63 places.
    .setAncestryDepth(5)
    .setFanDegrees(270)
    .setFanColourScheme('line')

  // Choosing a person in the search box puts them in the centre of the fan.
  f3Chart.setPersonDropdown((d) => d.data.label, { placeholder: 'Search a person' })

  f3Chart.updateTree({ initial: true, tree_position: 'fit' })
}`,
}

export default example
