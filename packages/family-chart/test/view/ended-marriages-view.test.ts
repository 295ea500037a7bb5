/**
 * @jest-environment jsdom
 */
// Marriages that ended (issue 35.5): each kind (divorced, separated, annulled, ended) has its own line class and sign
// on the spouse link, and its own words on the link and in both cards' accessible descriptions.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'

const KINDS = ['divorced', 'separated', 'annulled', 'ended'] as const

/** Ada married four men, each marriage ended in its own way (one without a date). */
function family(): Data {
  const men = KINDS.map((kind, i) => ({
    id: `m${i}`,
    data: { gender: 'M', 'first name': `Man${i}`, [`marriage_end__ref__ada`]: kind },
    rels: { spouses: ['ada'], children: [] },
  }))
  const ada = {
    id: 'ada',
    data: { gender: 'F', 'first name': 'Ada' } as Record<string, string>,
    rels: { spouses: men.map((m) => m.id), children: [] },
  }
  KINDS.forEach((kind, i) => {
    ada.data[`marriage_end__ref__m${i}`] = kind
    if (i < 3) ada.data[`marriage_end_date__ref__m${i}`] = String(1960 + i)
  })
  return [ada, ...men] as unknown as Data
}

const root = () => document.getElementById('c')!
const described = (card: Element) =>
  document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
const cardOf = (name: string) => [...root().querySelectorAll('.f3-card')].find((c) => c.textContent?.trim() === name)!

/** A path's commands with its points relative to its first point: the same sign anywhere gives the same shape. */
function shapeOf(d: string): string {
  const numbers = (d.match(/-?[\d.]+/g) ?? []).map(Number)
  return d.replace(/[^ML]/g, '') + numbers.map((n, i) => n - numbers[i % 2]).join(',')
}

it('draws and tells each kind of end its own way', () => {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', family()).setTransitionTime(0)
  chart.setCardHtml().setCardDisplay([['first name']])
  chart.updateTree({ initial: true })
  const marks = new Map<string, string>()
  KINDS.forEach((kind) => {
    const path = root().querySelector(`path.f3-link-spouse.f3-link-ended.f3-link-end-${kind}`)
    expect(path).toBeTruthy()
    const mark = path!.parentElement!.querySelector(`g.f3-link-end-${kind}`)!
    marks.set(kind, shapeOf(mark.querySelector('.f3-link-end-mark')!.getAttribute('d')!))
  })
  // Four different signs (drawn as paths of different shapes), not colour alone.
  expect(new Set(marks.values()).size).toBe(4)
  const labels = [...root().querySelectorAll('g.f3-link-end')].map((m) => m.getAttribute('aria-label')).sort()
  expect(labels).toEqual(['annulled 1962', 'divorced 1960', 'ended', 'separated 1961'])
  expect(described(cardOf('Man0'))).toBe('divorced from Ada, 1960')
  expect(described(cardOf('Man1'))).toBe('separated from Ada, 1961')
  expect(described(cardOf('Man2'))).toBe('marriage to Ada annulled, 1962')
  expect(described(cardOf('Man3'))).toBe('marriage to Ada ended')
})
