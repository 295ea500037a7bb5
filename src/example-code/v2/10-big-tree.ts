// v2 example 10 (and legacy 9): 500 real people from Wikidata with a person search and a random-person button.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/wikidata-popular.json',
  css: `.f3 .random-person {
  position: absolute; top: 10px; right: 10px; z-index: 2;
  padding: 8px 14px; border-radius: 6px; border: 1px solid rgba(255, 255, 255, 0.3);
  background: rgba(40, 40, 40, 0.95); color: #fff; font: inherit; cursor: pointer;
}
.f3 .random-person:hover { background: rgba(70, 70, 70, 0.95); }`,
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setSingleParentEmptyCard(true, { label: 'Unknown' })

  // Fitting 500 people would make every card tiny: a new main person comes to the middle at the current zoom.
  const centreOn = (id) => {
    f3Chart.updateMainId(id)
    f3Chart.updateTree({ tree_position: 'main_to_middle' })
  }

  // The data holds each person's name (label); one line keeps the cards short.
  f3Chart.setCardHtml()
    .setCardDisplay([["label"]])
    .setMiniTree(true)
    .setOnCardClick((e, d) => centreOn(d.data.id))

  // A search box in the chart's top-left corner; picking someone makes them the centre.
  f3Chart.setPersonDropdown((d) => d.data.label, { placeholder: 'Search people', onSelect: centreOn })

  const random = document.createElement('button')
  random.type = 'button'
  random.className = 'random-person'
  random.textContent = 'Random Person'
  random.addEventListener('click', () => {
    centreOn(data[Math.floor(Math.random() * data.length)].id)
  })
  f3Chart.cont.append(random)

  // Open on Charles III at full size, readable; drag and zoom out to see more of the tree.
  f3Chart.updateMainId('Q43274')
  f3Chart.updateTree({ initial: true, tree_position: 'main_to_middle' })
}`,
}

export default example
