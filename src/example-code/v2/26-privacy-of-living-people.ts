// v2 example 26: living people drawn as private cards (no death recorded, born less than 100 years ago or at an
// unknown date), in the chart, the person search, the announcements and the exports; the dead keep their names.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-living.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    // Living people: a private card saying "Living" (or show: 'initials'). getData() still holds everything.
    .setPrivacy({ living: true, years: 100, show: 'private' })
    .setPersonDropdown((d) => \`\${d.data['first name'] || ''} \${d.data['last name'] || ''}\`.trim())

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday", "death"]])
    .setMiniTree(true)

  f3Chart.updateMainId('friedrich')
  f3Chart.updateTree({ initial: true })
}`,
}

export default example
