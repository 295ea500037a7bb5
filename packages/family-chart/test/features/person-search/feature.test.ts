/**
 * @jest-environment jsdom
 */
// The person search feature on a fake host: setPersonDropdown puts the search box in the chart's nav area (the
// published `chart.personSearch` field), lists people by the host's names, hands a choice to the host's choosers, asks
// the 'search' slot when a feature provides one; unSetPersonSearch and destroy take the box and its listeners back.
import { personSearch } from '../../../src/features/person-search/feature'
import type { Datum } from '../../../src/data/types'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

const firstName = (d: Datum) => String(d.data['first name'])
const optionTexts = () => [...host.dom.nav.querySelectorAll('[role="option"]')].map((li) => li.textContent)

function type(text: string) {
  const input = host.dom.nav.querySelector<HTMLInputElement>('input.f3-person-search')!
  input.value = text
  input.dispatchEvent(new Event('input'))
  return input
}

describe('the person search feature', () => {
  it('fills no slot at setup and sets the published personSearch field to null', () => {
    host = createFakeHost(smallFamily())
    personSearch.setup(host)
    expect(host.chart.personSearch).toBeNull()
    expect(host.leftovers()).toEqual([])
  })

  it('puts a labelled combobox in the nav area that lists matching people by name', () => {
    host = createFakeHost(smallFamily())
    const part = personSearch.setup(host)
    expect(methodsOf(personSearch, part).setPersonDropdown(firstName, { placeholder: 'Find' })).toBe(host.chart)
    expect(host.chart.personSearch).not.toBeNull()
    const input = type('ev')
    expect(input.getAttribute('role')).toBe('combobox')
    expect(input.getAttribute('aria-label')).toBe('Find')
    expect(optionTexts()).toEqual(['Eve'])
  })

  it("hands a chosen person to the host's choosers, or to onSelect when none takes it", () => {
    host = createFakeHost(smallFamily())
    const part = personSearch.setup(host)
    const onSelect = jest.fn()
    methodsOf(personSearch, part).setPersonDropdown(firstName, { onSelect })
    const taken: string[] = []
    const stop = host.addChooser((id) => (taken.push(id), true))
    type('Tom').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(taken).toEqual(['dad'])
    expect(onSelect).not.toHaveBeenCalled()
    stop()
    type('Eve').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }))
    expect(onSelect).toHaveBeenCalledWith('mom')
  })

  it("asks the 'search' slot for typed text when another feature provides it", async () => {
    host = createFakeHost(smallFamily())
    const part = personSearch.setup(host)
    const search = jest.fn(async () => [{ id: 'far', data: { gender: 'F', 'first name': 'Far Away' }, rels: {} }])
    host.provide('search', search)
    methodsOf(personSearch, part).setPersonDropdown(firstName)
    type('Far')
    expect(search).toHaveBeenCalledWith('Far')
    await Promise.resolve()
    await Promise.resolve()
    expect(optionTexts()).toEqual(['Far Away'])
  })

  it('unSetPersonSearch and destroy remove the box and every listener it added', () => {
    host = createFakeHost(smallFamily())
    const part = personSearch.setup(host)
    methodsOf(personSearch, part).setPersonDropdown(firstName)
    expect(host.leftovers().filter((l) => l.startsWith('listener'))).toHaveLength(6)
    expect(methodsOf(personSearch, part).unSetPersonSearch()).toBe(host.chart)
    expect(host.dom.nav.querySelector('.f3-person-dropdown')).toBeNull()
    expect(host.chart.personSearch).toBeNull()
    expect(host.leftovers()).toEqual([])
    methodsOf(personSearch, part).setPersonDropdown(firstName)
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
