// v2 example 20: a GEDCOM file imported with family-chart/gedcom (global f3Gedcom) and drawn.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/sample-family.ged',
  dataFormat: 'text',
  code: `function create(data) {
  // data is the text of the GEDCOM file; importGedcom turns it into chart data.
  const { data: people, warnings } = f3Gedcom.importGedcom(data)
  warnings.forEach((warning) => console.warn(warning))

  const f3Chart = f3.createChart('#FamilyChart', people)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateMainId('I1')
  f3Chart.updateTree({ initial: true })
}`,
}

export default example
