/**
 * @jest-environment jsdom
 */
// Per-spouse fields (rel_reference) list the spouses in the order the chart draws them, set by setSortSpousesFunction,
// even when the person's own list is in another order.
import { createChart } from '../../src/compat/full-chart'
import type { Data, Datum } from '../../src/data/types'
import { form } from './helpers'

const byYear = (d: Datum, data: Data) => {
  const year = (id: string) => Number(data.find((p) => p.id === id)?.data.married ?? 0)
  d.rels.spouses!.sort((a, b) => year(a) - year(b))
}

function family(): Data {
  // Ann lists her husbands latest first.
  return [
    { id: 'ann', data: { gender: 'F', 'first name': 'Ann' }, rels: { spouses: ['carl', 'bob', 'dan'] } },
    { id: 'bob', data: { gender: 'M', 'first name': 'Bob', married: '1950' }, rels: { spouses: ['ann'] } },
    { id: 'carl', data: { gender: 'M', 'first name': 'Carl', married: '1970' }, rels: { spouses: ['ann'] } },
    { id: 'dan', data: { gender: 'M', 'first name': 'Dan', married: '1960' }, rels: { spouses: ['ann'] } },
  ]
}

describe('per-spouse form fields', () => {
  it('follow the spouse order of the chart', () => {
    document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
    const chart = createChart('#c', family()).setTransitionTime(0).setSortSpousesFunction(byYear)
    chart.setCardHtml().setCardDisplay([['first name']])
    const et = chart
      .editTree()
      .setFields([
        'first name',
        { type: 'rel_reference', id: 'marriage_date', label: 'Marriage date', rel_type: 'spouse' },
      ])
      .setEditFirst(true)
    chart.updateTree({ initial: true })

    const ann = chart.store.getTree()!.data.find((d) => d.data.id === 'ann' && d.main)!
    const drawn = ann.spouses!.map((s) => s.data.data['first name'])
    expect(drawn).toEqual(['Bob', 'Dan', 'Carl'])

    et.open(chart.getMainDatum())
    const labels = [...form().querySelectorAll('label')]
      .map((l) => l.textContent!.trim())
      .filter((t) => t.startsWith('Marriage date'))
    expect(labels).toEqual(['Marriage date - Bob', 'Marriage date - Dan', 'Marriage date - Carl'])
  })
})
