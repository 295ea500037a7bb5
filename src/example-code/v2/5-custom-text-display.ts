// v2 example 5: one function passed to setCardDisplay returns all the text lines of a card.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)

  f3Chart.setCardHtml()
    .setCardDisplay((d) => {
      const children = (d.rels.children || []).length
      return [
        d.data["first name"] + " " + d.data["last name"],
        d.data.birthday ? "Born in " + d.data.birthday : "Birth year unknown",
        children ? children + (children === 1 ? " child" : " children") : "No children",
      ]
    })

  f3Chart.updateTree({ initial: true })
}`,
}

export default example
