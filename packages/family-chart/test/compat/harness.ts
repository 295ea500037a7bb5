// Runs the same page code on our library and on the published family-chart 0.8.0 and 0.9.0 (their UMD bundles,
// installed as dev dependencies), in jsdom, so a test compares what each hands to the page: callback arguments, their
// order, the DOM page code selects.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as ours from '../../src/index'

const modules = join(__dirname, '..', '..', '..', '..', 'node_modules')

export type Library = { name: 'ours' | '0.8.0' | '0.9.0'; f3: any }

let published: Library[] | null = null

/** The published bundles, loaded once (each defines the global f3 its UMD wrapper sets; d3 is a global as on a page). */
function loadPublished(): Library[] {
  if (published) return published
  ;(0, eval)(readFileSync(join(modules, 'd3', 'dist', 'd3.min.js'), 'utf8'))
  const load = (pkg: string) => new Function(readFileSync(join(modules, pkg, 'dist', 'family-chart.js'), 'utf8') + '\nreturn f3')()
  published = [{ name: '0.8.0', f3: load('family-chart-080') }, { name: '0.9.0', f3: load('family-chart-published') }]
  return published
}

/** Ours first, then 0.8.0 and 0.9.0. */
export function libraries(): Library[] {
  return [{ name: 'ours', f3: ours }, ...loadPublished()]
}

/** A family in the 0.8 shape (father / mother), a fresh copy each time: the published versions change what they get. */
export function family(): any[] {
  return [
    { id: 'me', data: { gender: 'M', 'first name': 'Sam', 'last name': 'Reed' }, rels: { father: 'dad', mother: 'mom', spouses: ['wife'], children: ['kid'] } },
    { id: 'wife', data: { gender: 'F', 'first name': 'Ana', 'last name': 'Reed' }, rels: { spouses: ['me'], children: ['kid'] } },
    { id: 'kid', data: { gender: 'F', 'first name': 'Lia', 'last name': 'Reed' }, rels: { father: 'me', mother: 'wife' } },
    { id: 'dad', data: { gender: 'M', 'first name': 'Tom', 'last name': 'Reed' }, rels: { spouses: ['mom'], children: ['me'] } },
    { id: 'mom', data: { gender: 'F', 'first name': 'Eve', 'last name': 'Reed' }, rels: { spouses: ['dad'], children: ['me'] } },
  ]
}

/** A fresh container, as a page gives the chart. */
export function container(): HTMLElement {
  document.body.innerHTML = '<div id="FamilyChart" style="width:900px;height:600px"></div>'
  return document.getElementById('FamilyChart')!
}

/** The card (`.card`) whose text is `name`. */
export function cardNamed(name: string): HTMLElement {
  const card = [...document.querySelectorAll<HTMLElement>('#FamilyChart .card')].find((c) => c.textContent!.replace(/\s+/g, ' ').trim() === name)
  if (!card) throw new Error(`no card "${name}" in ${[...document.querySelectorAll('#FamilyChart .card')].map((c) => c.textContent!.trim()).join(', ')}`)
  return card
}

/** The visible name of the card of a tree node. */
export function nameOf(d: any): string {
  return `${d.data.data['first name'] ?? ''} ${d.data.data['last name'] ?? ''}`.trim()
}

/** A chart with HTML cards showing first and last name, an edit tree opening on card clicks, and no animation. */
export function editableChart(f3: any, configure: (et: any, chart: any, card: any) => void = () => {}) {
  container()
  const chart = f3.createChart('#FamilyChart', family()).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  const et = chart.editTree().setFields(['first name', 'last name']).setCardClickOpen(card)
  configure(et, chart, card)
  chart.updateTree({ initial: true })
  return { chart, card, et }
}

export const form = () => document.querySelector<HTMLFormElement>('#FamilyChart form')!
export const formButton = (selector: string) => form().querySelector<HTMLElement>(selector)!

/** Types a value into the form's input named `name`. */
export function type(name: string, value: string): void {
  const input = form().querySelector<HTMLInputElement>(`[name="${name}"]`)!
  input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
}

/** Submits the form as its submit button does. */
export function submitForm(): void {
  form().dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
}
