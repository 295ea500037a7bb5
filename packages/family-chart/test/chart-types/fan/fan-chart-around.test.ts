/**
 * @jest-environment jsdom
 */
// The rest of the chart around the fan, through the drop-in chart: the person search centres the fan, "How are we
// related?" marks the path's places (and centres the fan where the whole path shows), privacy, "Add father" places
// while editing, a data source loading the generations the fan draws, and right-to-left pages.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { createChart, type FullChart } from '../../../src/compat/full-chart'
import { STAND_IN_TEXT } from '../../../src/chart-types/fan/fan-chart-input'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'
import { manualSource, pedigree as sourcePedigree } from '../../features/data-source/fake-family'
import { loadLazyParts } from '../../support/lazy-parts'

let chart: FullChart | null = null
afterEach(() => {
  chart?.destroy()
  chart = null
  document.body.innerHTML = ''
})

function fanChart(data: Data = pedigree(5), setup?: (c: FullChart) => void): FullChart {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  chart = createChart('#c', data).setTransitionTime(0)
  chart.setChartType('fan')
  setup?.(chart)
  chart.updateTree({ initial: true })
  return chart
}
const placeOf = (id: string) => document.querySelector<SVGGElement>(`.f3-fan-place[data-id="${id}"]`)
const click = (el: Element) => el.dispatchEvent(new MouseEvent('click', { bubbles: true }))
const texts = (el: Element) => [...el.querySelectorAll('text')].map((t) => t.textContent)

/** A pedigree with an aunt: p2's sister p100 (daughter of p4 and p5), and her daughter p101. */
function withCousin(): Data {
  const data = pedigree(4)
  const byId = new Map(data.map((d) => [d.id, d]))
  const aunt = {
    id: 'p100',
    data: { gender: 'F', 'first name': 'Aunt' },
    rels: { father: 'p4', mother: 'p5', children: ['p101'] },
  }
  const cousin = { id: 'p101', data: { gender: 'F', 'first name': 'Cousin' }, rels: { mother: 'p100' } }
  byId.get('p4')!.rels.children!.push('p100')
  byId.get('p5')!.rels.children!.push('p100')
  return [...data, aunt, cousin] as Data
}

// The drop-in's fan loads on first use; here it is there, as in the script-tag build (waiting: lazy-parts tests).
beforeAll(() => loadLazyParts())

describe('the person search on the fan', () => {
  it('puts the chosen person in the centre', () => {
    const c = fanChart(pedigree(5), (ch) => ch.setPersonDropdown((d) => `${d.data['first name']}`))
    const input = document.querySelector<HTMLInputElement>('input.f3-person-search')!
    input.value = 'Given9'
    input.dispatchEvent(new Event('input'))
    const option = [...document.querySelectorAll<HTMLElement>('.f3-person-list li')].find(
      (li) => li.textContent === 'Given9',
    )!
    click(option)
    expect(c.store.getMainId()).toBe('p9')
    expect(placeOf('p9')!.getAttribute('aria-current')).toBe('true')
  })
})

describe('How are we related? on the fan', () => {
  it('outlines the places of a path the fan already shows, and takes the marks off again', () => {
    const c = fanChart()
    const shown = c.showRelationship('p1', 'p8')
    expect(shown!.path).toEqual(['p1', 'p2', 'p4', 'p8'])
    for (const id of ['p1', 'p2', 'p4', 'p8']) expect(placeOf(id)!.classList).toContain('f3-relationship-path')
    expect(placeOf('p3')!.classList).not.toContain('f3-relationship-path')
    expect(placeOf('p8')!.classList).toContain('f3-relationship-end')
    expect(document.querySelector('.f3-fan-path-outline')!.getAttribute('d')).toMatch(/^M/)
    expect(c.store.getMainId()).toBe('p1')
    c.clearRelationship()
    expect(document.querySelectorAll('.f3-relationship-path')).toHaveLength(0)
    expect(document.querySelector('.f3-fan-path-outline')!.getAttribute('d')).toBeNull()
  })

  it('centres the fan on the common ancestor, with the descendants down to the cousin, when the path needs it', () => {
    const c = fanChart(withCousin())
    const shown = c.showRelationship('p1', 'p101')
    expect(shown!.label).toMatch(/cousin/)
    expect(c.store.getMainId()).toBe('p4')
    expect(c.store.state.progeny_depth).toBe(2)
    for (const id of shown!.path) expect(placeOf(id)!.classList).toContain('f3-relationship-path')
  })
})

describe('privacy on the fan', () => {
  it('says the private text for a living person, with no dates and no photo', () => {
    const data = pedigree(3)
    data[0].data.death = ''
    data[0].data.birthday = '1990'
    data[0].data.avatar = 'https://example.org/me.jpg'
    data[1].data.avatar = 'https://example.org/father.jpg'
    fanChart(data, (c) => c.setPrivacy({ living: true }))
    const me = placeOf('p1')!
    expect(me.classList).toContain('f3-fan-private')
    expect(me.getAttribute('aria-label')).toBe('Living, main person')
    expect(texts(me).join(' ')).not.toMatch(/Given1|1990/)
    expect(me.querySelector('image')).toBeNull()
    expect(placeOf('p2')!.querySelector('image')!.getAttribute('href')).toBe('https://example.org/father.jpg')
  })

  it("follows the page's own condition (setPrivateCardsConfig)", () => {
    fanChart(pedigree(3), (c) => c.setPrivateCardsConfig({ condition: (d) => d.id === 'p3' }))
    expect(placeOf('p3')!.getAttribute('aria-label')).toBe('Private, mother')
  })
})

describe('editing on the fan', () => {
  it('shows "Add father" places while the edit tree is editable; choosing one opens the new father\'s form', () => {
    const data = pedigree(3)
    const c = fanChart(data)
    expect(document.querySelectorAll('.f3-fan-add')).toHaveLength(0)
    c.editTree().setEdit()
    c.updateTree({ tree_position: 'inherit' })
    const adds = [...document.querySelectorAll<SVGGElement>('.f3-fan-add')]
    expect(adds).toHaveLength(8)
    const addFather = adds.find((g) => g.getAttribute('aria-label') === 'Add father of Given4 Line3x4')!
    click(addFather)
    const editTree = c.editTreeInstance!
    expect(editTree.isAddingRelative()).toBe(true)
    expect(c.store.getMainId()).toBe('p4')
    expect(document.querySelector('.f3-form-cont')!.textContent).toMatch(/father/i)
    // The placeholders of add-relative mode are not drawn as people: the add places stay.
    expect(document.querySelectorAll('.f3-fan-person')).toHaveLength(1)
    expect(document.querySelectorAll('.f3-fan-add')).toHaveLength(2)
    c.editTreeInstance!.setNoEdit()
    c.updateTree({ tree_position: 'inherit' })
  })

  it('opens the form of a clicked person with an edit tree, as a card click does', () => {
    const c = fanChart()
    c.editTree()
    click(placeOf('p2')!)
    expect(c.store.getMainId()).toBe('p2')
    expect(document.querySelector('.f3-form-cont')!.textContent).toContain('Given2')
  })
})

describe('a data source behind the fan', () => {
  it('asks for the generations the fan draws, shows "Loading…" places meanwhile, then the names', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
    document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
    const source = manualSource(sourcePedigree(63))
    chart = createChart('#c', []).setTransitionTime(0)
    // One generation asked: a fan draws at least two.
    chart.setChartType('fan').setAncestryDepth(1).setProgenyDepth(0)
    chart.setDataSource(source)
    chart.updateMainId('p1').updateTree({ initial: true })
    await source.releaseAll()
    const asked = new Set(source.calls.flat())
    for (const id of ['p4', 'p5', 'p6', 'p7']) expect(asked.has(id)).toBe(true)
    expect(placeOf('p7')!.getAttribute('aria-label')).toMatch(/^Person 7, maternal grandmother/)
    chart.updateMainId('p4').updateTree({ tree_position: 'inherit' })
    // p4's grandparents p16..p19 were not loaded with the first view (its ring ended at p8..p15): they load now.
    expect(placeOf('p16')!.getAttribute('aria-label')).toMatch(new RegExp(`^${STAND_IN_TEXT.loading}`))
    await source.releaseAll()
    expect(placeOf('p16')!.getAttribute('aria-label')).toMatch(/^Person 16/)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('1 was asked, 2 are drawn'))
    warn.mockRestore()
  })
})

describe('right-to-left pages', () => {
  it('leaves each text its direction from the page, and puts the turn buttons at the inline end', () => {
    const data = pedigree(3)
    data[1].data['first name'] = 'דוד'
    fanChart(data, () => document.getElementById('c')!.setAttribute('dir', 'rtl'))
    for (const t of document.querySelectorAll('.f3-fan text')) expect(t.hasAttribute('direction')).toBe(false)
    expect(texts(placeOf('p2')!).join(' ')).toContain('דוד')
    // The controls and the legend follow the page's direction through logical CSS (inset-inline-*).
    const css = readFileSync(join(__dirname, '../../../src/styles/family-chart.css'), 'utf8')
    expect(/\.f3 \.f3-fan-controls \{[^}]*inset-inline-end/.exec(css)).not.toBeNull()
    expect(/\.f3 \.f3-fan-legend \{[^}]*inset-inline-start/.exec(css)).not.toBeNull()
  })
})
