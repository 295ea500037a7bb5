/**
 * @jest-environment jsdom
 */
// The person search's list on first use: the box, its label and 0.9's hooks are there at once; what was typed and the
// keys pressed before the list arrived are searched and carried out when it arrives; a box removed before then stays
// removed. Each test starts from a fresh module registry, so the list is not loaded (test/support/preload-person-list.ts
// loads it for every other test).
import type { Datum } from '../../../src/data/types'
import type { Store } from '../../../src/store/types'
import type { LazyPart } from '../../../src/schedule/on-first-use'

const person = (id: string, name: string): Datum => ({ id, data: { 'first name': name }, rels: {} }) as unknown as Datum
const people = [person('a', 'Ada'), person('b', 'Bea'), person('c', 'Ben')]
const store = { state: {}, getData: () => people, getMainId: () => 'a' } as unknown as Store

let part: LazyPart<unknown>
let createPersonDropdown: typeof import('../../../src/features/person-search/person-dropdown').createPersonDropdown

beforeEach(() => {
  jest.resetModules()
  createPersonDropdown = require('../../../src/features/person-search/person-dropdown').createPersonDropdown
  part = require('../../../src/features/person-search/load-list').personListPart
  document.body.innerHTML = '<div id="cont"></div>'
})

function setup() {
  const onSelect = jest.fn()
  const dropdown = createPersonDropdown({
    cont: document.getElementById('cont')!,
    store,
    getLabel: (d) => String(d.data['first name']),
    onSelect,
  })
  const input = document.querySelector<HTMLInputElement>('input.f3-person-search')!
  const type = (text: string) => {
    input.value = text
    input.dispatchEvent(new Event('input'))
  }
  const labels = () => [...document.querySelectorAll('[role="option"]')].map((li) => li.firstChild?.textContent)
  return { dropdown, input, type, labels, onSelect }
}

describe('the person search box before its list arrives', () => {
  it('is there at once with its label and the hooks of 0.9', () => {
    const { input } = setup()
    expect(part.ready()).toBeUndefined()
    expect(input.getAttribute('aria-label')).toBe('Search')
    expect(input.getAttribute('role')).toBe('combobox')
    expect(document.querySelector('.f3-autocomplete-cont .f3-autocomplete-items')).not.toBeNull()
    expect(document.getElementById(input.getAttribute('aria-controls')!)).not.toBeNull()
  })

  it('searches what was typed before the list arrived, once it arrives', async () => {
    const { input, type, labels } = setup()
    input.focus()
    type('Be')
    expect(labels()).toEqual([])
    await part.load()
    expect(input.getAttribute('aria-expanded')).toBe('true')
    expect(labels()).toEqual(['Bea', 'Ben'])
    type('Ben')
    expect(labels()).toEqual(['Ben'])
  })

  it('carries out the keys pressed before the list arrived, in order', async () => {
    const { input, type, onSelect } = setup()
    input.focus()
    type('Be')
    for (const key of ['ArrowDown', 'ArrowDown', 'Enter'])
      input.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
    expect(onSelect).not.toHaveBeenCalled()
    await part.load()
    expect(onSelect).toHaveBeenCalledWith('c')
  })

  it('stays removed when destroyed before the list arrives', async () => {
    const { dropdown, input, type } = setup()
    input.focus()
    type('A')
    dropdown.destroy()
    await part.load()
    expect(document.querySelector('.f3-person-dropdown')).toBeNull()
    expect(document.querySelector('[role="option"]')).toBeNull()
  })
})
