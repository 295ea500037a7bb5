// v2 example 18: the edit tree reporting every change with a clean copy of the data, ready to save.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  const f3Card = f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  const f3EditTree = f3Chart.editTree()
    .fixed()
    .setFields(["first name", "last name", "birthday"])
    .setEditFirst(true)
    .setCardClickOpen(f3Card)
    .setOnChange(() => {
      // A copy without placeholders or temporary flags: what you would send to your server.
      const updatedData = f3EditTree.getStoreDataCopy()
      console.log('family-chart data changed', updatedData)
    })

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
