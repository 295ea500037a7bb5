/**
 * @jest-environment jsdom
 */
// Null entries and object-valued fields through the whole chart: store, cards, search, edit form, kinships, export.
import { createChart } from '../../src/compat/full-chart'
import { createStore } from '../../src/store/create-store'
import { calculateKinships } from '../../src/data/kinship/calculate-kinships'
import type { Data } from '../../src/data/types'

const OBJECT_NAME = { toString: 'x' }
const ARRAY_NAME = [{ toString: 1 }]

function badData(): Data {
  return [
    null,
    {
      id: 'a',
      data: { gender: 'M', 'first name': OBJECT_NAME, 'last name': ARRAY_NAME, birthday: 1950 },
      rels: { spouses: ['b'], children: ['c'] },
    },
    7,
    { id: 'b', data: { gender: 'F', 'first name': 'Bea' }, rels: { spouses: ['a'], children: ['c'] } },
    'a string',
    {
      id: 'c',
      data: { gender: 'F', 'first name': 'Cy', note: { nested: [1, 2] } },
      rels: { father: 'a', mother: 'b' },
    },
  ] as unknown as Data
}

let warn: jest.SpyInstance
beforeEach(() => {
  document.body.innerHTML = '<div id="c"></div>'
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => warn.mockRestore())

describe('entries that are not people', () => {
  it('are skipped by the store with the warning, so every lookup works', () => {
    const chart = createChart('#c', badData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    expect(warn.mock.calls.join(' ')).toMatch(
      /Entry 0 is not a person.*Entry 2 is not a person.*Entry 4 is not a person/s,
    )
    expect(chart.getMainDatum().id).toBe('a')
    expect(chart.store.getDatum('c')!.data['first name']).toBe('Cy')
    expect(chart.store.getData().map((d) => d.id)).toEqual(['a', 'b', 'c'])
    expect(chart.calculateKinships('c')).toMatchObject({ c: 'self', a: 'father', b: 'mother' })
    expect(calculateKinships('c', badData())).toMatchObject({ c: 'self', a: 'father' })
    chart.updateData([null, ...badData()] as unknown as Data)
    chart.updateTree({})
    expect(chart.getMainDatum().id).toBe('a')
  })

  it('are skipped by createStore and by an update', () => {
    const store = createStore({ data: badData() })
    expect(store.getMainDatum().id).toBe('a')
    store.updateData([undefined, { id: 'z', data: { gender: 'M' }, rels: {} }] as unknown as Data)
    expect(store.getMainDatum().id).toBe('z')
    expect(store.getDatum('nobody')).toBeUndefined()
  })
})

describe('field values that are objects or arrays', () => {
  it('show as text in HTML cards, SVG cards and their labels', () => {
    const chart = createChart('#c', badData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    const html = document.querySelector('#c')!.textContent!
    expect(html).toContain('{"toString":"x"} [{"toString":1}]')
    expect(html).toContain('1950')
    chart.setCardSvg()
    chart.updateTree({})
    // SVG cards are named by their text (and a <title> where the text is cut).
    const svgText = [...document.querySelectorAll('#c .f3-card')].map((c) => c.textContent).join('|')
    expect(svgText).toContain('{"toString":"x"}')
    expect(svgText).toContain('[{"toString":1}]')
  })

  it('show as text in the person search', () => {
    const chart = createChart('#c', badData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.setPersonDropdown((d) => d.data['first name'])
    chart.updateTree({ initial: true })
    document.querySelector('.f3-person-search')!.dispatchEvent(new Event('focus'))
    const options = [...document.querySelectorAll('.f3-person-option')].map((o) => o.textContent)
    expect(options).toEqual(['{"toString":"x"}', 'Bea', 'Cy'])
  })

  it('show as text in the spouse-link text and in the exported SVG', async () => {
    const chart = createChart('#c', badData()).setTransitionTime(0)
    chart.setCardSvg()
    chart.setLinkSpouseText(() => ARRAY_NAME as unknown as string)
    chart.updateTree({ initial: true })
    expect(document.querySelector('.f3-link-text')!.textContent).toBe('[{"toString":1}]')
    const svg = await chart.exportSvg({ images: 'none' })
    expect(svg).toContain('{&quot;toString&quot;:&quot;x&quot;}')
  })

  it('keep their value when the form is saved without edits', () => {
    const chart = createChart('#c', badData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    const et = chart.editTree().setFields(['first name', 'last name', 'birthday', 'note'])
    et.setEditFirst(true)
    et.open(chart.store.getDatum('a')!)
    const before = chart.store.getData()
    expect(document.querySelectorAll('#c .f3-form input[type="text"]')).toHaveLength(4)
    document.querySelector<HTMLFormElement>('#c .f3-form')!.requestSubmit()
    expect(chart.store.getData()).not.toBe(before) // the save went through
    const saved = et.getStoreDataCopy()
    expect(saved.find((d) => d.id === 'a')!.data).toEqual({
      gender: 'M',
      'first name': OBJECT_NAME,
      'last name': ARRAY_NAME,
      birthday: 1950,
    })
  })
})

describe('a field of millions of characters', () => {
  it('is shown as too long in the form, kept on save, and cut in card labels', () => {
    const long = 'x'.repeat(2_000_000)
    const chart = createChart('#c', [
      { id: 'a', data: { gender: 'M', 'first name': long }, rels: {} },
    ]).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    // The card (a button named by its text) shows a cut name, not two million characters.
    expect(document.querySelector('#c .f3-card')!.textContent!.length).toBeLessThan(300)
    const et = chart.editTree()
    et.setEditFirst(true)
    et.open(chart.getMainDatum())
    const form = document.querySelector<HTMLFormElement>('#c .f3-form')!
    expect(form.querySelector('.f3-form-long-value')!.textContent).toBe(
      'first name: 2,000,000 characters, too long to edit here; kept as it is.',
    )
    expect([...form.querySelectorAll('input')].some((i) => i.value.length > 1000)).toBe(false)
    expect(form.querySelector('.f3-form-title')!.textContent!.length).toBeLessThan(300)
    form.requestSubmit()
    expect(et.getStoreDataCopy()[0].data['first name']).toBe(long)
  })
})
