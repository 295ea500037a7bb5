// v2 example 30: the fan chart: King Felipe VI of Spain in the centre and five generations of known ancestors from the
// royal houses' Wikidata facts, coloured by the father's and the mother's line; a click or Enter centres a person.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-royal-fan.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(800)
    .setChartType('fan')
    // Generations above the main person: 4 draws five generations, 31 places (12 at most).
    .setAncestryDepth(4)
    .setFanDegrees(270)
    .setFanColourScheme('line')

  // Choosing a person in the search box puts them in the centre of the fan.
  f3Chart.setPersonDropdown((d) => d.data.label, { placeholder: 'Search a person' })

  f3Chart.updateTree({ initial: true, tree_position: 'fit' })
}`,
}

export default example
