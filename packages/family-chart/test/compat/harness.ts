// Runs the same page code on our library and on the published family-chart 0.8.0 and 0.9.0 (installed as dev
// dependencies, see published.ts), in jsdom, so a test compares what each hands to the page: callback arguments,
// their order, the DOM page code selects.
import { f3 as ours, PUBLISHED, published, container as emptyContainer } from './published'

export type Library = { name: 'ours' | '0.8.0' | '0.9.0'; f3: any }

/** Ours first, then 0.8.0 and 0.9.0. */
export function libraries(): Library[] {
  return [
    { name: 'ours', f3: ours },
    ...PUBLISHED.map(([version, pkg]) => ({ name: version as Library['name'], f3: published(pkg) })),
  ]
}

/** A family in the 0.8 shape (father / mother), a fresh copy each time: the published versions change what they get. */
export function family(): any[] {
  return [
    {
      id: 'me',
      data: { gender: 'M', 'first name': 'Sam', 'last name': 'Reed' },
      rels: { father: 'dad', mother: 'mom', spouses: ['wife'], children: ['kid'] },
    },
    {
      id: 'wife',
      data: { gender: 'F', 'first name': 'Ana', 'last name': 'Reed' },
      rels: { spouses: ['me'], children: ['kid'] },
    },
    {
      id: 'kid',
      data: { gender: 'F', 'first name': 'Lia', 'last name': 'Reed' },
      rels: { father: 'me', mother: 'wife' },
    },
    {
      id: 'dad',
      data: { gender: 'M', 'first name': 'Tom', 'last name': 'Reed' },
      rels: { spouses: ['mom'], children: ['me'] },
    },
    {
      id: 'mom',
      data: { gender: 'F', 'first name': 'Eve', 'last name': 'Reed' },
      rels: { spouses: ['dad'], children: ['me'] },
    },
  ]
}

/** A fresh container, as a page gives the chart. */
export function container(): HTMLElement {
  return emptyContainer('FamilyChart')
}

/** The card (`.card`) whose text is `name`. */
export function cardNamed(name: string): HTMLElement {
  const card = [...document.querySelectorAll<HTMLElement>('#FamilyChart .card')].find(
    (c) => c.textContent!.replace(/\s+/g, ' ').trim() === name,
  )
  if (!card)
    throw new Error(
      `no card "${name}" in ${[...document.querySelectorAll('#FamilyChart .card')].map((c) => c.textContent!.trim()).join(', ')}`,
    )
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
