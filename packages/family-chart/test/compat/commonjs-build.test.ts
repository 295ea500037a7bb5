/**
 * @jest-environment jsdom
 */
// The built CommonJS file, as Jest and Node load `family-chart` in the tests of code written for 0.8 / 0.9: the parts
// the ES modules load on first use are in it at once, so `editTree().open(d)` shows the form before the next line
// runs, as it did there (the test setup's preload is of the source, not of this file).
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { smallFamily } from '../fixtures/small-family'
import { container, published } from './published'

const BUILT = join(__dirname, '../../dist/family-chart.cjs')

function drawn(f3: any) {
  const chart = f3.createChart(container(), smallFamily()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  chart.updateTree({ initial: true })
  return chart
}

/** What a script reads right after open(): the form, and whether it shows the person's first name. */
function openAndRead(f3: any): { form: boolean; name: boolean } {
  const chart = drawn(f3)
  chart.editTree().open(chart.getMainDatum())
  const form = document.querySelector('form.f3-form')
  return { form: Boolean(form), name: Boolean(form?.textContent?.includes('Sam')) }
}

describe('the CommonJS build', () => {
  beforeAll(() => {
    if (!existsSync(BUILT)) throw new Error('the library is not built: run `npm run build -w family-chart` first')
  })

  it('shows the form at once after editTree().open(d), with the person in it, as 0.9.0 does', () => {
    const ours = require(BUILT)
    const theirs = openAndRead(published('family-chart-published'))
    expect(theirs).toEqual({ form: true, name: true })
    expect(openAndRead(ours)).toEqual(theirs)
  })
})
