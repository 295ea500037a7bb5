/**
 * @jest-environment jsdom
 */
// The chart tells the console what the layout could not draw as the data says, once per change, not per redraw.
import { createChart } from '../../src/compat/full-chart'
import { braided } from '../fixtures/braided-family'

it('warns once about a collapsed tree, and again only when the notices change', () => {
  document.body.innerHTML = '<div id="c"></div>'
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  try {
    const chart = createChart('#c', braided(30)).setTransitionTime(0)
    chart.updateMainId('p29').updateTree({ initial: true })
    chart.updateTree({})
    chart.updateTree({})
    const collapse = () => warn.mock.calls.filter((c) => String(c[0]).includes('pedigree collapse'))
    expect(collapse()).toHaveLength(1)
    // a tree without notices, then the collapsed one again: reported again
    chart.updateMainId('p0').setAncestryDepth(0).setProgenyDepth(1).updateTree({})
    chart.setAncestryDepth(undefined).setProgenyDepth(undefined).updateMainId('p29').updateTree({})
    expect(collapse()).toHaveLength(2)
  } finally {
    warn.mockRestore()
  }
})
