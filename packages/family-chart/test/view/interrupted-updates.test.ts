/**
 * @jest-environment jsdom
 */
// Updates fired at random moments of a running transition always end with every card and link fully shown, at
// its place, and nothing left half-faded: the fix for cards stuck at opacity 0 after quick clicks while adding.
import { createChart } from '../../src/compat/full-chart'
import { smallFamily } from '../fixtures/small-family'

/** mulberry32: a small seeded generator, so every run waits the same random moments. */
function seeded(seed: number): () => number {
  let a = seed
  return () => {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

function expectSettled(): void {
  const conts = [...document.querySelectorAll<HTMLElement>('#c div.f3-card-cont')]
  expect(conts.length).toBeGreaterThan(0)
  for (const el of conts) {
    const d = (el as any).__data__
    expect({ id: d.tid, opacity: el.style.opacity }).toEqual({ id: d.tid, opacity: '1' })
    expect(el.style.transform).toBe(`translate(${d.x}px, ${d.y}px)`)
    expect(el.classList.contains('f3-exiting')).toBe(false)
  }
  for (const g of document.querySelectorAll<SVGGElement>('#c g.f3-link-group')) expect(g.style.opacity).toBe('1')
}

describe('updates during a transition', () => {
  for (const transition of [80, 200, 400]) {
    it(`end with every card fully shown and placed (transition ${transition} ms)`, async () => {
      document.body.innerHTML = '<div id="c"></div>'
      const chart = createChart('#c', smallFamily()).setTransitionTime(transition)
      const card = chart.setCardHtml().setCardDisplay([['first name']])
      const et = chart.editTree().setCardClickOpen(card)
      chart.updateTree({ initial: true })
      const random = seeded(transition)
      // What a hurried user does: add-relative on and off, a gender switch, another person made main.
      const steps: (() => void)[] = [
        () => et.addRelative(chart.store.getDatum('kid')!),
        () => {
          const male = [...document.querySelectorAll<HTMLInputElement>('#c .f3-gender input')].find(
            (r) => r.value === 'M',
          )
          if (male) {
            male.checked = true
            male.dispatchEvent(new Event('change'))
          }
        },
        () => et.addRelative(),
        () => chart.updateMainId('gf'),
        () => chart.updateTree({}),
        () => et.addRelative(chart.store.getDatum('gf')!),
        () => chart.updateMainId('kid'),
        () => et.addRelative(),
        () => chart.updateTree({}),
      ]
      et.open(chart.store.getDatum('kid')!)
      for (const step of steps) {
        step()
        await wait(Math.floor(random() * transition * 0.9))
      }
      await wait(transition * 2 + 100)
      expectSettled()
    })
  }
})
