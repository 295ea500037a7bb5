/**
 * @jest-environment jsdom
 */
/** The person search box says what its list cannot: no match, more to come, a search under way, a failed search. */
import { createPersonDropdown } from '../../../src/features/person-search/person-dropdown'
import { searchStatusText } from '../../../src/features/person-search/search-status'
import type { Datum } from '../../../src/data/types'
import type { Store } from '../../../src/store/types'

const person = (id: string, name: string): Datum => ({ id, data: { 'first name': name }, rels: {} }) as unknown as Datum
const people = [person('a', 'Ada'), person('b', 'Bea')]
people[0].rels = { spouses: ['b'] }
people[1].rels = { spouses: ['a'] }
const store = { state: {}, getData: () => people, getMainId: () => 'a' } as unknown as Store

function setup(search?: (text: string) => Promise<Datum[]> | undefined) {
  document.body.innerHTML = '<div id="cont"></div>'
  const onSelect = jest.fn()
  const dropdown = createPersonDropdown({
    cont: document.getElementById('cont')!,
    store,
    getLabel: (d) => String(d.data['first name']),
    onSelect,
    placeholder: 'Find a person',
    search,
  })
  const input = document.querySelector<HTMLInputElement>('input.f3-person-search')!
  const type = (text: string) => {
    input.value = text
    input.dispatchEvent(new Event('input'))
  }
  const listbox = () => document.querySelector<HTMLElement>('[role="listbox"]')!
  const status = () => document.querySelector<HTMLElement>('[role="status"]')!
  return { dropdown, input, type, listbox, status, onSelect }
}

const flush = () => new Promise((r) => setTimeout(r, 0))

describe('searchStatusText', () => {
  it('names each state', () => {
    expect(searchStatusText({ listed: 0, total: 0, searching: false, failed: false })).toBe('No match')
    expect(searchStatusText({ listed: 0, total: 0, searching: true, failed: false })).toBe('Searching…')
    expect(searchStatusText({ listed: 200, total: 230, searching: false, failed: false })).toBe('30 more, keep typing')
    expect(searchStatusText({ listed: 2, total: 2, searching: false, failed: false })).toBe('')
    expect(searchStatusText({ listed: 0, total: 0, searching: false, failed: true })).toMatch(/^Search failed/)
  })
})

describe('person search box', () => {
  it('keeps only options in the listbox and says "No match" in a status line beside it', () => {
    const { type, listbox, status } = setup()
    type('Zed')
    expect([...listbox().children].every((c) => c.getAttribute('role') === 'option')).toBe(true)
    expect(listbox().hidden).toBe(true)
    expect(status().hidden).toBe(false)
    expect(status().textContent).toContain('No match')
    expect(listbox().contains(status())).toBe(false)
  })

  it('lists matches with no status text', () => {
    const { type, listbox, status } = setup()
    type('Be')
    expect([...listbox().querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Bea'])
    expect(status().hidden).toBe(true)
  })

  it('says "Searching…" while the search callback has not answered, then lists its answer', async () => {
    let answer: (d: Datum[]) => void = () => {}
    const { type, listbox, status } = setup(() => new Promise((r) => (answer = r)))
    type('Cy')
    expect(status().textContent).toContain('Searching…')
    answer([person('c', 'Cyd')])
    await flush()
    expect([...listbox().querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Cyd'])
    expect(status().hidden).toBe(true)
  })

  it('says a failed search failed (not "No match"), keeps the typed text and tries again on Retry and on Enter', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {})
    const search = jest
      .fn<Promise<Datum[]>, [string]>()
      .mockRejectedValueOnce(new Error('503'))
      .mockRejectedValueOnce(new Error('503'))
      .mockResolvedValueOnce([person('c', 'Cyd')])
    const { input, type, listbox, status } = setup(search)
    type('Cy')
    await flush()
    expect(status().textContent).toMatch(/Search failed/)
    expect(status().textContent).not.toContain('No match')
    expect(input.value).toBe('Cy')
    const retry = [...status().querySelectorAll('button')].find((b) => b.textContent === 'Retry')!
    expect(retry.hidden).toBe(false)
    retry.click()
    await flush()
    expect(search).toHaveBeenCalledTimes(2)
    expect(status().textContent).toMatch(/Search failed/)
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    await flush()
    expect(search).toHaveBeenCalledTimes(3)
    expect([...listbox().querySelectorAll('[role="option"]')].map((o) => o.textContent)).toEqual(['Cyd'])
    expect(retry.hidden).toBe(true)
  })
})
