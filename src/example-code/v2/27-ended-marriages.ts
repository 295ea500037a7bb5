// v2 example 27: a man married four times: divorced, separated, annulled and a marriage that lasted, each spouse link
// drawn and told its own way, and the spouses drawn in the order of the marriages.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-marriages.json',
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(310)
    .setCardYSpacing(170)
    // The data lists Mary first; draw the wives in the order Robert married them.
    .setSortSpousesByMarriageDate(true)
    .setLinkSpouseText((sp1, sp2) => {
      const date = sp1.data.data['marriage_date__ref__' + sp2.data.id]
      return date ? 'm. ' + date : ''
    })

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday", "death"]])

  // The dates of the marriages and how they ended, per spouse, in the person form.
  f3Chart.editTree()
    .setFields(["first name", "last name", "birthday", "death",
      { type: 'rel_reference', id: 'marriage_date', label: 'Marriage date', rel_type: 'spouse' },
      { type: 'rel_reference', id: 'marriage_end', label: 'Marriage ended (divorced, separated, annulled, ended)', rel_type: 'spouse' },
      { type: 'rel_reference', id: 'marriage_end_date', label: 'Marriage end date', rel_type: 'spouse' }])
    .setEditFirst(false)

  f3Chart.updateMainId('robert')
  f3Chart.updateTree({ initial: true })
}`,
}

export default example
