/**
 * @jest-environment jsdom
 */
// The person search over a data source says "Searching…" until source.search answers the text typed, and says so
// when the search fails, instead of "No match" (which would tell a person that nobody is called that).
import { createChart } from '../../../src/compat/full-chart'
import { flush, pedigree } from './fake-family'
import type { Datum } from '../../../src/data/types'

function setup() {
  document.body.innerHTML = '<div id="c" style="width:800px;height:600px"></div>'
  const people = pedigree(7)
  const answers: { text: string; resolve: (d: Datum[]) => void; reject: (e: Error) => void }[] = []
  const chart = createChart('#c', []).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name']])
  chart.setDataSource({
    load: async (ids) => ids.map((id) => people.get(id)!).filter(Boolean),
    search: (text) => new Promise((resolve, reject) => answers.push({ text, resolve, reject })),
  })
  chart.setPersonDropdown((d) => d.data['first name'])
  chart.updateMainId('p1').updateTree({ initial: true })
  const input = document.querySelector<HTMLInputElement>('input.f3-person-search')!
  const type = (text: string) => {
    input.value = text
    input.dispatchEvent(new Event('input'))
  }
  const listed = () => [...document.querySelectorAll('.f3-person-list [role="option"]')].map((li) => li.textContent)
  const status = () => {
    const line = document.querySelector<HTMLElement>('.f3-person-status')!
    return line.hidden ? '' : line.querySelector('span')!.textContent
  }
  return { people, answers, type, listed, status }
}

describe('person search over a data source', () => {
  it('says Searching… until the answer for the typed text arrives, then lists it', async () => {
    const { people, answers, type, listed, status } = setup()
    await flush()
    type('Person 6')
    expect(listed()).toEqual([])
    expect(status()).toBe('Searching…')
    expect(answers.map((a) => a.text)).toEqual(['Person 6'])
    answers[0].resolve([people.get('p6')!])
    await flush()
    expect(listed()).toEqual(['Person 6'])
    expect(status()).toBe('')
  })

  it('says No match when the source answers nobody, and that the search failed when it rejects', async () => {
    const { answers, type, listed, status } = setup()
    await flush()
    type('Nobody')
    answers[0].resolve([])
    await flush()
    expect(listed()).toEqual([])
    expect(status()).toBe('No match')
    const error = jest.spyOn(console, 'error').mockImplementation(() => {})
    type('Broken')
    answers[1].reject(new Error('offline'))
    await flush()
    expect(listed()).toEqual([])
    expect(status()).toMatch(/^Search failed/)
    expect(error).toHaveBeenCalled()
    error.mockRestore()
  })
})
