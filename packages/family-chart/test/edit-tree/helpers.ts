// Shared helpers of the EditTree tests: a chart with an edit tree on the small family, and DOM shortcuts.
import { createChart } from '../../src/compat/full-chart'
import { smallFamily } from '../fixtures/small-family'

export function setup(configure?: (et: any) => void) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', smallFamily()).setTransitionTime(0)
  const card = chart.setCardHtml().setCardDisplay([['first name', 'last name']])
  const et = chart
    .editTree()
    .setFields(['first name', 'last name', 'birthday'])
    .setEditFirst(false)
    .setCardClickOpen(card)
  configure?.(et)
  chart.updateTree({ initial: true })
  return { chart, et }
}

export const cards = () => [...document.querySelectorAll<HTMLElement>('#c div.f3-card')]
export const cardByText = (text: string) => {
  const c = cards().find((el) => el.textContent === text)
  if (!c)
    throw new Error(
      `no card "${text}" in ${cards()
        .map((x) => x.textContent)
        .join(', ')}`,
    )
  return c
}
export const form = () => document.querySelector<HTMLFormElement>('#c .f3-form')!
export const input = (name: string) => form().querySelector<HTMLInputElement>(`[name="${name}"]`)!
export const click = (sel: string) => form().querySelector<HTMLButtonElement>(sel)!.click()
export const submit = () => form().dispatchEvent(new Event('submit', { cancelable: true }))
export const person = (et: any, id: string) => et.getStoreDataCopy().find((d: any) => d.id === id)
