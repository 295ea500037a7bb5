/**
 * @jest-environment jsdom
 */
// setLocale on a core chart: the core's own words in the locale, English for what the locale leaves out, and bad input.
import { createChart } from '../../../src/chart/chart'
import { locale } from '../../../src/features/locale/feature'
import de from '../../../src/locales/de'
import he from '../../../src/locales/he'
import { smallFamily } from '../../fixtures/small-family'

function chartIn(html = '<div id="c" style="width:900px;height:600px"></div>') {
  document.body.innerHTML = html
  const chart = createChart('#c', smallFamily()).use(locale).setTransitionTime(0)
  chart.setCardHtml()
  return chart
}

const region = () => document.querySelector<HTMLElement>('#c .f3-canvas')!
const instructions = () => document.querySelector('#c .f3-keyboard-instructions')!.textContent

it('says the region, its instructions and the card buttons in the locale, at once and after a redraw', () => {
  const chart = chartIn()
  chart.updateTree({ initial: true })
  expect(region().getAttribute('aria-label')).toBe('Family tree')
  chart.setLocale(de)
  expect(region().getAttribute('aria-label')).toBe('Stammbaum')
  expect(instructions()).toContain('Pfeiltasten wechseln zwischen Verwandten')
  expect(instructions()).toContain('Plus und Minus zoomen')
  expect(instructions()).not.toContain('Arrow keys')
  chart.updateTree({ tree_position: 'inherit' })
  const labels = [...document.querySelectorAll('#c .f3-mini-tree')].map((b) => b.getAttribute('aria-label'))
  expect(labels).toContain('Familie von Tom Reed zeigen')
  expect(labels.every((label) => /^Familie von .+ zeigen$/.test(label!))).toBe(true)
  expect(document.getElementById('c')!.getAttribute('lang')).toBe('de')
})

it('announces a new main person in the locale', () => {
  const chart = chartIn()
  chart.setLocale(de).updateTree({ initial: true })
  chart.updateMainId('dad').updateTree({})
  expect(document.querySelector('#c [aria-live="polite"]')!.textContent).toContain('Tom Reed ist jetzt die Hauptperson')
})

it('keeps a label the page gave and says it again after a change of language', () => {
  const chart = chartIn('<div id="c" aria-label="The Reeds"></div>')
  chart.setLocale(de).updateTree({ initial: true })
  expect(region().getAttribute('aria-label')).toBe('The Reeds')
  chart.setAriaLabel('')
  expect(region().getAttribute('aria-label')).toBe('Stammbaum')
})

it('falls back to English for a message the locale leaves out', () => {
  const chart = chartIn()
  const partial = { code: 'de', dir: 'ltr' as const, messages: { 'chart.label': 'Stammbaum' }, kinship: de.kinship }
  chart.setLocale(partial).updateTree({ initial: true })
  expect(region().getAttribute('aria-label')).toBe('Stammbaum')
  expect(instructions()).toContain('Arrow keys move between relatives')
})

it('reports a bad locale on the console and keeps the language it had', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  const chart = chartIn()
  chart.setLocale(de)
  chart.setLocale({ code: 'not a tag!', dir: 'ltr', messages: {} } as never)
  chart.setLocale('de' as never)
  expect(warn.mock.calls.map((c) => c[0])).toEqual([
    expect.stringContaining('"not a tag!" is not a language tag'),
    expect.stringContaining('a locale is an object'),
  ])
  expect(chart.getLocale()).toBe(de)
  expect(region().getAttribute('aria-label')).toBe('Stammbaum')
  warn.mockRestore()
})

it('goes back to English with null, and the default empty-card label follows the locale', () => {
  const chart = chartIn()
  chart.setLocale(he)
  expect(chart.store.state.single_parent_empty_card_label).toBe(he.messages['card.add'])
  chart.setSingleParentEmptyCard(true)
  expect(chart.store.state.single_parent_empty_card_label).toBe(he.messages['card.unknown'])
  chart.setSingleParentEmptyCard(true, { label: 'Someone' })
  expect(chart.store.state.single_parent_empty_card_label).toBe('Someone')
  chart.setSingleParentEmptyCard(true)
  chart.setLocale(null)
  expect(chart.getLocale()).toBeNull()
  expect(chart.store.state.single_parent_empty_card_label).toBe('Unknown')
  expect(region().getAttribute('aria-label')).toBe('Family tree')
})
