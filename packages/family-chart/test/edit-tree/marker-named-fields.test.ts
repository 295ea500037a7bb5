/**
 * @jest-environment jsdom
 */
// Fields of the user's data named like the library's marks (to_add, _new_rel_data, unknown) are the user's: the edit
// tree never reads them as a placeholder or an unknown person, and saving gives them back exactly. The library's own
// marks (placeholders of add-relative mode, a person kept blank after a delete) work as before and are never saved.
import { createChart } from '../../src/compat/full-chart'
import type { Data, Datum } from '../../src/data/types'
import { isPlaceholder, isUnknownPerson, placeholderRelation } from '../../src/data/markers'
import { cards, click, form, input, submit } from './helpers'

const lines = (el: Element) => [...el.querySelectorAll('.f3-card-row')].map((r) => r.textContent)
const cardNamed = (label: string) => {
  const found = cards().filter((c) => lines(c)[0] === label)
  if (found.length !== 1)
    throw new Error(
      `${found.length} cards "${label}" in ${cards()
        .map((c) => lines(c).join(' '))
        .join(', ')}`,
    )
  return found[0]
}
const title = () => form().querySelector('.f3-form-title')!.textContent

/** A couple and their daughter whose records carry fields named like the marks, at the top level and in data. */
function family(): Data {
  return [
    {
      id: 'dad',
      data: { gender: 'M', 'first name': 'Abel', to_add: 'my note', _new_rel_data: { mine: 1 }, unknown: 'no' },
      rels: { spouses: ['mum'], children: ['kid'] },
      to_add: true,
      _x: 1,
    },
    {
      id: 'mum',
      data: { gender: 'F', 'first name': 'Bea' },
      rels: { spouses: ['dad'], children: ['kid'] },
      _new_rel_data: { rel_type: 'son', label: 'Add Son', rel_id: 'dad' },
      unknown: true,
    },
    // (the Datum type describes these keys as the library's placeholders carry them: a user's may hold anything)
    {
      id: 'kid',
      data: { gender: 'F', 'first name': 'Cleo' },
      rels: { father: 'dad', mother: 'mum' },
      to_add: 'x' as unknown as boolean,
      unknown: false,
    },
  ]
}

function start(people: Data, configure?: (chart: ReturnType<typeof createChart>) => void) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', people).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name']])
  configure?.(chart)
  const et = chart.editTree().setFields(['first name', 'last name']).setEditFirst(true).setCardClickOpen(card)
  chart.updateTree({ initial: true })
  return { chart, et }
}

describe('fields named like the marks are user fields', () => {
  it('a person with to_add: true is drawn, opened and saved as a person, and every field comes back', () => {
    const json = JSON.stringify(family())
    const { chart, et } = start(family())
    // drawn as people: no card is an empty (placeholder) card
    expect(
      cards()
        .map((c) => lines(c)[0])
        .sort(),
    ).toEqual(['Abel', 'Bea', 'Cleo'])
    expect(document.querySelectorAll('#c .f3-card-empty, #c .card-unknown')).toHaveLength(0)
    for (const d of chart.store.getData()) expect(isPlaceholder(d) || isUnknownPerson(d)).toBe(false)
    // the form of a person, not of a new relative: it can be deleted, its title is the name
    cardNamed('Abel').click()
    expect(title()).toBe('Abel')
    expect(form().querySelector('.f3-delete-btn')).not.toBeNull()
    submit()
    cardNamed('Bea').click()
    submit()
    expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
    expect(et.getDataJson()).toBe(JSON.stringify(JSON.parse(json), null, 2))
  })

  it('add-relative mode starts on a person with to_add: true; cancel leaves every field as it was', () => {
    const json = JSON.stringify(family())
    const { chart, et } = start(family())
    et.open(chart.store.getDatum('dad')!)
    click('.f3-add-relative-toggle')
    expect(et.isAddingRelative()).toBe(true)
    const placeholders = chart.store.getData().filter(isPlaceholder)
    // a father, a mother, a new spouse, and a son and a daughter with each spouse (Bea and the new one)
    expect(placeholders.map((d) => placeholderRelation(d)!.rel_type).sort()).toEqual([
      'daughter',
      'daughter',
      'father',
      'mother',
      'son',
      'son',
      'spouse',
    ])
    // the user's own records are no placeholders, and the saved copy has no placeholder while adding
    expect(
      chart.store
        .getData()
        .filter((d) => ['dad', 'mum', 'kid'].includes(d.id))
        .some(isPlaceholder),
    ).toBe(false)
    expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
    cardNamed('Add Spouse').click()
    expect(title()).toBe('Add Spouse')
    click('.f3-cancel-btn')
    expect(et.isAddingRelative()).toBe(false)
    expect(chart.store.getData().some(isPlaceholder)).toBe(false)
    expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
  })

  it('a relative added to such a person is saved without any mark; the user fields stay', () => {
    const { chart, et } = start(family())
    et.open(chart.store.getDatum('dad')!)
    click('.f3-add-relative-toggle')
    cardNamed('Add Father').click()
    input('first name').value = 'Gus'
    submit()
    const saved = et.getStoreDataCopy()
    const gus = saved.find((d: Datum) => d.data['first name'] === 'Gus')!
    expect(Object.keys(gus)).toEqual(['id', 'data', 'rels'])
    expect(gus.data).toEqual({ gender: 'M', 'first name': 'Gus', 'last name': '' })
    expect(gus.rels.children).toEqual(['dad'])
    const dad = saved.find((d: Datum) => d.id === 'dad')!
    expect(dad.rels.father).toBe(gus.id)
    expect(dad.to_add).toBe(true)
    expect(dad._x).toBe(1)
    expect(dad.data).toEqual(family()[0].data)
    expect(saved.find((d: Datum) => d.id === 'mum')).toEqual(family()[1])
    expect(JSON.stringify(saved)).not.toContain('Add Father')
  })

  it('card code written for 0.8.0 still reads to_add and _new_rel_data on the placeholder cards', () => {
    const seen: { name: string; to_add: unknown; rel: unknown }[] = []
    const { chart } = start(family(), (c) => {
      c.setCardHtml()
        .setCardDisplay([['first name']])
        .setOnCardUpdate(function (d) {
          seen.push({
            name: d.data.data['first name'] ?? '',
            to_add: d.data.to_add,
            rel: d.data._new_rel_data?.rel_type,
          })
        })
    })
    chart.editTree().addRelative(chart.store.getDatum('kid')!)
    const added = seen.filter((s) => s.rel !== undefined && s.to_add === true).map((s) => s.rel)
    // Cleo has her parents: a new spouse, and a son and a daughter with that spouse
    expect(new Set(added)).toEqual(new Set(['spouse', 'son', 'daughter']))
    // the user's record keeps its own field as it is
    expect(seen.find((s) => s.name === 'Cleo')!.to_add).toBe('x')
  })
})

describe('an unknown person (deleted, kept blank to hold the family together)', () => {
  /** Gran -> Mum -> Kid: deleting Mum would split the family, so she is kept blank. */
  const line = (): Data => [
    { id: 'gran', data: { gender: 'F', 'first name': 'Gran' }, rels: { children: ['mum'] } },
    {
      id: 'mum',
      data: { gender: 'F', 'first name': 'Mum', note: 'n' },
      rels: { mother: 'gran', children: ['kid'] },
      _meta: { v: 1 },
    },
    { id: 'kid', data: { gender: 'M', 'first name': 'Kid' }, rels: { mother: 'mum' } },
  ]

  function deleteMum() {
    const started = start(line())
    started.et.setEditFirst(true)
    started.et.open(started.chart.store.getDatum('mum')!)
    click('.f3-delete-btn')
    return started
  }

  it("is drawn as unknown, and saved as the blank person with the user's top-level fields but no flag", () => {
    const { chart, et } = deleteMum()
    const mum = chart.store.getDatum('mum')!
    expect(isUnknownPerson(mum)).toBe(true)
    expect(mum.unknown).toBe(true)
    expect(document.querySelectorAll('#c .card-unknown')).toHaveLength(1)
    const saved = et.getStoreDataCopy().find((d: Datum) => d.id === 'mum')
    expect(saved).toEqual({
      id: 'mum',
      data: { gender: 'F' },
      rels: { mother: 'gran', children: ['kid'] },
      _meta: { v: 1 },
    })
    expect(et.getDataJson()).not.toContain('unknown')
  })

  it('stays unknown through undo and redo', () => {
    const { chart, et } = deleteMum()
    const back = document.querySelector<HTMLButtonElement>('#c .f3-history-controls button[aria-label="Undo"]')!
    const forward = document.querySelector<HTMLButtonElement>('#c .f3-history-controls button[aria-label="Redo"]')!
    back.click()
    expect(isUnknownPerson(chart.store.getDatum('mum'))).toBe(false)
    expect(chart.store.getDatum('mum')!.data['first name']).toBe('Mum')
    forward.click()
    expect(isUnknownPerson(chart.store.getDatum('mum'))).toBe(true)
    expect(document.querySelectorAll('#c .card-unknown')).toHaveLength(1)
    expect(et.getDataJson()).not.toContain('unknown')
  })

  it('becomes a person again once the form is saved', () => {
    const { chart, et } = deleteMum()
    expect(chart.store.getDatum('mum')!.unknown).toBe(true)
    et.open(chart.store.getDatum('mum')!)
    input('first name').value = 'Mara'
    submit()
    const mum = chart.store.getDatum('mum')!
    expect(isUnknownPerson(mum)).toBe(false)
    expect(mum.unknown).toBeUndefined()
    expect(document.querySelectorAll('#c .card-unknown')).toHaveLength(0)
    expect(et.getStoreDataCopy().find((d: Datum) => d.id === 'mum')!.data).toEqual({
      gender: 'F',
      'first name': 'Mara',
    })
  })

  it('a person of the data with unknown: true is a person like any other: offered for linking, saved with the field', () => {
    const people: Data = [
      { id: 'me', data: { gender: 'M', 'first name': 'Me' }, rels: {} },
      { id: 'ann', data: { gender: 'F', 'first name': 'Ann' }, rels: {}, unknown: true },
    ]
    const json = JSON.stringify(people)
    const { chart, et } = start(people, undefined)
    et.setLinkExistingRelConfig({ linkRelLabel: (d: Datum) => d.data['first name'] })
    et.open(chart.store.getDatum('me')!)
    click('.f3-add-relative-toggle')
    cardNamed('Add Mother').click()
    const options = [...form().querySelectorAll('select option')].map((o) => o.textContent)
    expect(options).toContain('Ann')
    click('.f3-cancel-btn')
    // the relation lists made for the placeholders went with them
    expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
  })
})

describe("the layout's empty card for a missing parent", () => {
  const single = (): Data => [
    { id: 'mum', data: { gender: 'F', 'first name': 'Mum' }, rels: { children: ['__empty__father__kid'] } },
    { id: '__empty__father__kid', data: { gender: 'M', 'first name': 'Kid' }, rels: { mother: 'mum' } },
  ]

  it('is drawn and opens add-relative mode for that parent; a person whose id looks like one is a person', () => {
    const json = JSON.stringify(single())
    const { chart, et } = start(single(), (c) => c.setSingleParentEmptyCard(true, { label: 'Unknown' }))
    chart.updateMainId('__empty__father__kid')
    chart.updateTree({})
    // Kid is a person: drawn with their name, and saved
    expect(cardNamed('Kid').classList.contains('f3-card-empty')).toBe(false)
    const empty = cardNamed('Unknown')
    expect(empty.classList.contains('f3-card-empty')).toBe(true)
    empty.click()
    expect(et.isAddingRelative()).toBe(true)
    expect(title()).toBe('Add Father')
    click('.f3-cancel-btn')
    expect(JSON.stringify(et.getStoreDataCopy())).toBe(json)
  })
})
