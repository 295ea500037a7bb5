/**
 * @jest-environment jsdom
 */
// createChart and updateData with 0.9 data: the chart draws it, and the saved data comes back in the shape given.
import { createChart } from '../../src/compat/full-chart'
import { toParentsShape } from '../../src/data/data-shape'
import { smallFamily } from '../fixtures/small-family'

function chartWith(data: any) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  const chart = createChart('#c', data).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  chart.updateMainId('me').updateTree({ initial: true })
  return { chart, warn }
}
const cardTexts = () => [...document.querySelectorAll<HTMLElement>('#c div.f3-card')].map((c) => c.textContent).sort()

afterEach(() => jest.restoreAllMocks())

describe('createChart with 0.9 data', () => {
  it('draws the same cards as the 0.8 data, with no data warning', () => {
    chartWith(smallFamily())
    const expected = cardTexts()
    const { warn } = chartWith(toParentsShape(smallFamily()))
    expect(cardTexts()).toEqual(expected)
    expect(expected).toContain('Tom Reed')
    expect(warn).not.toHaveBeenCalled()
  })

  it('gives the saved data back as it came: rels.parents, round-tripping to the input', () => {
    const input = toParentsShape(smallFamily())
    const { chart } = chartWith(input)
    const saved = chart.editTree().getStoreDataCopy()
    expect(saved).toEqual(input)
    expect(JSON.parse(chart.editTree().getDataJson())[0].rels.parents).toEqual(['dad', 'mom'])
  })

  it('updateData switches the saved shape to what it is given', () => {
    const { chart } = chartWith(toParentsShape(smallFamily()))
    chart.updateData(smallFamily()).updateTree()
    expect(chart.editTree().getStoreDataCopy()).toEqual(smallFamily())
    chart.updateData(toParentsShape(smallFamily())).updateTree()
    expect(chart.editTree().getStoreDataCopy()[0].rels).toEqual({
      parents: ['dad', 'mom'],
      spouses: ['wife'],
      children: ['kid'],
    })
  })
})
