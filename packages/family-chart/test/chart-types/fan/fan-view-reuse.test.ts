/**
 * @jest-environment jsdom
 */
// A change of centre without motion redraws the fan in the elements it has: places that left lend their elements to
// places that arrive, text elements are rewritten in place, and every place then shows exactly its new person.
import { createFanView, type FanView } from '../../../src/chart-types/fan/fan-view'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { straightTextTransform, textArcPath } from '../../../src/chart-types/fan/fan-shapes'
import type { FanLayout } from '../../../src/chart-types/fan/fan-types'
import { pedigree } from '../../fixtures/pedigree'

let view: FanView | null = null
afterEach(() => {
  view?.destroy()
  view = null
  document.body.innerHTML = ''
})

const OPTIONS = { ancestry_depth: 4, degrees: 360 }

function draw(mainId: string, layout = fanLayout(pedigree(6), { ...OPTIONS, main_id: mainId })) {
  document.body.innerHTML = '<div class="f3" id="c"><svg><g id="fan"></g></svg></div>'
  view = createFanView({ group: document.getElementById('fan') as unknown as SVGGElement })
  view.update(layout)
}

const places = () => [...document.querySelectorAll<SVGGElement>('.f3-fan-place')]
/** The pointer comes over the place's outline (the event a mouse or pen sends as it enters). */
const hover = (g: SVGGElement) =>
  g.querySelector('.f3-fan-arc')!.dispatchEvent(new Event('pointerover', { bubbles: true }))

/** What each drawn place shows, next to what the layout says it should. */
function expectDrawn(layout: FanLayout) {
  const drawn = places()
  expect(drawn.map((g) => g.getAttribute('data-key'))).toEqual(layout.places.map((p) => p.key))
  layout.places.forEach((place, i) => {
    const g = drawn[i]
    expect(g.getAttribute('data-id')).toBe(place.kind === 'person' ? place.id : null)
    const texts = [...g.querySelectorAll('text')]
    expect(texts.map((t) => t.textContent!.trim())).toEqual(place.text.lines.map((l) => l.text))
    texts.forEach((t, j) => {
      const along = t.querySelector('textPath')
      if (along) {
        expect(document.querySelector(along.getAttribute('href')!)!.getAttribute('d')).toBe(
          textArcPath(place, place.text.lines[j]),
        )
      } else expect(t.getAttribute('transform')).toBe(straightTextTransform(place, place.text.lines[j]))
    })
    // A tooltip (first in the place, saying its accessible name) exactly where the drawn text is not the person's
    // whole name and years: shortened, years left out, no text, an unknown or add place, a person in several places.
    // It is made when the place is hovered; one made before and drawn over since says the place's new name.
    const said = texts.map((t) => t.textContent).join('')
    const whole = [place.name, place.dates].filter(Boolean).join(' ')
    const needsTitle = place.kind !== 'person' || place.duplicate || said !== whole
    const expectTitle = (title: Element | null) => {
      expect(g.firstElementChild).toBe(title)
      expect(title!.textContent).toBe(g.getAttribute('aria-label'))
    }
    const before = g.querySelector('title')
    if (before) {
      expect(needsTitle).toBe(true)
      expectTitle(before)
    }
    hover(g)
    const title = g.querySelector('title')
    expect(!!title).toBe(needsTitle)
    if (title) expectTitle(title)
  })
  // One arc in the view's shared defs per line of arc text: places that left or changed took theirs away.
  expect(document.querySelectorAll('.f3-fan > defs path')).toHaveLength(
    document.querySelectorAll('.f3-fan-place textPath').length,
  )
}

it('reuses the elements of places that left for places that arrive, and draws each place as laid out', () => {
  draw('p1')
  expectDrawn(fanLayout(pedigree(6), { ...OPTIONS, main_id: 'p1' }))
  const before = new Set<Element>([...document.querySelectorAll('.f3-fan-place, .f3-fan-place text')])
  const tabStop = document.querySelector('.f3-fan-place[tabindex="0"]')
  const next = fanLayout(pedigree(6), { ...OPTIONS, main_id: 'p2' })
  view!.update(next, { transitionTime: 0 })
  // The same number of places: one element made, for the old centre's, which held the Tab stop and so stays its
  // person's (and goes with him); every other place took an element that was there.
  expect(places()).toHaveLength(next.places.length)
  expect(places().filter((g) => !before.has(g))).toHaveLength(1)
  expect(tabStop!.isConnected).toBe(false)
  const texts = [...document.querySelectorAll('.f3-fan-place text')]
  expect(texts.filter((t) => before.has(t)).length).toBeGreaterThan(texts.length / 2)
  expectDrawn(next)
  // And back: the fan as first drawn.
  const back = fanLayout(pedigree(6), { ...OPTIONS, main_id: 'p1' })
  view!.update(back, { transitionTime: 0 })
  expectDrawn(back)
})

it('keeps the ids of the arcs text runs along unique in the page after elements change hands', () => {
  draw('p1')
  view!.update(fanLayout(pedigree(6), { ...OPTIONS, main_id: 'p3' }), { transitionTime: 0 })
  const ids = [...document.querySelectorAll('.f3-fan > defs path')].map((p) => p.id)
  expect(new Set(ids).size).toBe(ids.length)
})

it('gives a tooltip to the outer places of a deep fan, whose names are shortened or not drawn, and not to the rest', () => {
  const deep = (main_id: string) => fanLayout(pedigree(8), { ancestry_depth: 7, degrees: 360, main_id })
  draw('p1', deep('p1'))
  // None before the pointer comes: most places of a big fan are never pointed at.
  expect(document.querySelectorAll('.f3-fan-place title')).toHaveLength(0)
  expectDrawn(deep('p1'))
  const titled = places().filter((g) => g.querySelector('title'))
  expect(titled.length).toBeGreaterThan(64)
  expect(titled.length).toBeLessThan(places().length - 8)
  view!.update(deep('p2'), { transitionTime: 0 })
  expectDrawn(deep('p2'))
})
