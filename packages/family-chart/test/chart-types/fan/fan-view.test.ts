/**
 * @jest-environment jsdom
 */
// createFanView in the DOM: places with data-id, names as text, the keyboard (one Tab stop, arrows, Enter, Home,
// turning), clicks, the legend, reduced motion, right-to-left text, and a destroy that leaves nothing behind.
import { createFanView, type FanView } from '../../../src/chart-types/fan/fan-view'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { arcPath, textArcPath } from '../../../src/chart-types/fan/fan-shapes'
import { rotateFanLayout } from '../../../src/chart-types/fan/fan-rotate'
import type { FanLayoutOptions } from '../../../src/chart-types/fan/fan-types'
import type { Data } from '../../../src/data/types'
import { pedigree } from '../../fixtures/pedigree'

let view: FanView | null = null
afterEach(() => {
  view?.destroy()
  view = null
  document.body.innerHTML = ''
})

function setup(data: Data = pedigree(5), options: FanLayoutOptions = {}, params: Record<string, unknown> = {}) {
  document.body.innerHTML =
    '<div class="f3" id="c"><svg width="800" height="600"><g id="fan" transform="translate(400,300)"></g></svg></div>'
  const group = document.getElementById('fan') as unknown as SVGGElement
  const calls = { activate: [] as string[], add: [] as unknown[], rotate: [] as number[] }
  view = createFanView({
    group,
    overlay: document.getElementById('c')!,
    onActivate: (id) => calls.activate.push(id),
    onAdd: (r) => calls.add.push(r),
    onRotate: (r) => calls.rotate.push(r),
    ...params,
  })
  const layoutOptions = { main_id: 'p1', ancestry_depth: 4, degrees: 180, ...options }
  view.update(fanLayout(data, layoutOptions))
  return { group, calls, layoutOptions }
}

const places = () => [...document.querySelectorAll<SVGGElement>('.f3-fan-place')]
const placeOf = (id: string) => document.querySelector<SVGGElement>(`.f3-fan-place[data-id="${id}"]`)!
const press = (key: string) =>
  document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }))
const focusedId = () => (document.activeElement as Element | null)?.getAttribute('data-id')

describe('the drawn fan', () => {
  it('has a place per person with data-id, a role and an accessible name, its text as text nodes', () => {
    setup()
    expect(places()).toHaveLength(31)
    expect(
      places()
        .map((p) => p.getAttribute('data-id'))
        .sort(),
    ).toEqual(Array.from({ length: 31 }, (_, i) => `p${i + 1}`).sort())
    const father = placeOf('p2')
    expect(father.getAttribute('role')).toBe('button')
    expect(father.getAttribute('aria-label')).toBe('Given2 Line2x2, 1970\u20132040, father')
    // The whole name and the years are drawn: no tooltip needed (the accessible name says it all).
    expect(father.querySelector('title')).toBeNull()
    expect([...father.querySelectorAll('text')].map((t) => t.textContent)).toEqual([
      'Given2 Line2x2 ',
      '1970\u20132040',
    ])
    expect(father.querySelector('textPath')!.getAttribute('href')).toMatch(/^#f3-fan-\d+-text-a2-0$/)
    expect(placeOf('p1').getAttribute('aria-current')).toBe('true')
    expect(document.querySelector('.f3-fan')!.getAttribute('aria-label')).toBe('Fan chart of Given1 Line1x1')
  })

  it('keeps the space of a name drawn on two lines, so the place reads as its label says', () => {
    setup(pedigree(7), { ancestry_depth: 6, degrees: 360 })
    const outer = placeOf('p64')
    expect([...outer.querySelectorAll('text')].map((t) => t.textContent)).toEqual(['Given64 ', 'Line7x64'])
    const drawn = [...outer.querySelectorAll('text')].map((t) => t.textContent).join('')
    expect(drawn).toBe('Given64 Line7x64')
    expect(outer.getAttribute('aria-label')!.startsWith(drawn)).toBe(true)
  })

  it('writes names from the data as text, never as markup', () => {
    const data = pedigree(3)
    data.find((d) => d.id === 'p2')!.data['first name'] = '<img src=x onerror="window.hacked=1">'
    setup(data, { ancestry_depth: 2 })
    const father = placeOf('p2')
    expect(father.querySelector('img')).toBeNull()
    expect(document.querySelectorAll('img')).toHaveLength(0)
    expect(father.getAttribute('aria-label')).toMatch(/^<img src=x onerror="window.hacked=1">/)
    expect((window as any).hacked).toBeUndefined()
  })

  it('marks both places of a person who appears twice', () => {
    const data = pedigree(4, { missing: [6] })
    data.find((d) => d.id === 'p3')!.rels.father = 'p4'
    setup(data, { ancestry_depth: 3 })
    const twice = [...document.querySelectorAll('.f3-fan-place[data-id="p4"]')]
    expect(twice).toHaveLength(2)
    for (const el of twice) {
      expect(el.classList.contains('f3-fan-duplicate')).toBe(true)
      expect(el.querySelector('.f3-fan-mark')).not.toBeNull()
      expect(el.getAttribute('aria-label')).toMatch(/appears in 2 places$/)
    }
  })

  it('draws an unknown ancestor as an image named for who is missing, and an add place while editing', () => {
    const { calls } = setup(pedigree(4, { missing: [5] }), { ancestry_depth: 3 })
    const unknown = document.querySelector('.f3-fan-place[data-key="a5"]')!
    expect(unknown.getAttribute('role')).toBe('img')
    expect(unknown.getAttribute('aria-label')).toBe('Unknown paternal grandmother')
    expect(unknown.hasAttribute('data-id')).toBe(false)
    expect(unknown.hasAttribute('tabindex')).toBe(false)
    view!.update(
      fanLayout(pedigree(4, { missing: [5] }), { main_id: 'p1', ancestry_depth: 3, degrees: 180, editing: true }),
    )
    const add = document.querySelector<SVGGElement>('.f3-fan-place[data-key="a5"]')!
    expect(add.getAttribute('aria-label')).toBe('Add mother of Given2 Line2x2')
    add.focus()
    press('Enter')
    expect(calls.add).toEqual([{ childId: 'p2', relation: 'mother' }])
  })
})

describe('the keyboard', () => {
  it('has one Tab stop, on the centre, and arrows move it between parents, children and the places beside', () => {
    setup()
    expect(
      places()
        .filter((p) => p.getAttribute('tabindex') === '0')
        .map((p) => p.getAttribute('data-id')),
    ).toEqual(['p1'])
    placeOf('p1').focus()
    press('ArrowUp')
    expect(focusedId()).toBe('p2')
    press('ArrowUp')
    expect(focusedId()).toBe('p4')
    press('ArrowRight')
    expect(focusedId()).toBe('p5')
    press('ArrowRight')
    expect(focusedId()).toBe('p6')
    press('ArrowLeft')
    expect(focusedId()).toBe('p5')
    press('ArrowDown')
    expect(focusedId()).toBe('p2')
    press('Home')
    expect(focusedId()).toBe('p1')
    expect(places().filter((p) => p.getAttribute('tabindex') === '0')).toHaveLength(1)
  })

  it('draws the focus ring over the place focused from the keyboard, and none for a place a click focused', () => {
    setup()
    const ring = () => document.querySelector('.f3-fan-focus-ring')!.getAttribute('d')
    placeOf('p1').focus()
    press('ArrowUp')
    expect(ring()).toBe(placeOf('p2').querySelector('.f3-fan-arc')!.getAttribute('d'))
    placeOf('p3').dispatchEvent(new MouseEvent('pointerdown', { bubbles: true }))
    placeOf('p3').focus()
    expect(ring()).toBeNull()
  })

  it('moves Right along the way a ring reads, also at the sides of a wide fan', () => {
    setup(pedigree(4), { ancestry_depth: 3, degrees: 270 })
    placeOf('p1').focus()
    press('ArrowUp')
    press('ArrowUp')
    // The paternal grandfather's slot runs from −135° to −67.5°, left of the centre and partly below it.
    expect(focusedId()).toBe('p4')
    press('ArrowRight')
    expect(focusedId()).toBe('p5')
    press('ArrowLeft')
    expect(focusedId()).toBe('p4')
  })

  it('calls onActivate with the person on Enter, Space and a click', () => {
    const { calls } = setup()
    placeOf('p3').focus()
    press('Enter')
    press(' ')
    placeOf('p6').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(calls.activate).toEqual(['p3', 'p3', 'p6'])
  })

  it('keeps focus on the person who moved to the centre', () => {
    const { layoutOptions } = setup()
    placeOf('p2').focus()
    const before = placeOf('p2')
    view!.update(fanLayout(pedigree(5), { ...layoutOptions, main_id: 'p2' }))
    expect(placeOf('p2')).toBe(before)
    expect(placeOf('p2').getAttribute('data-key')).toBe('a1')
    expect(document.activeElement).toBe(before)
    expect(before.getAttribute('tabindex')).toBe('0')
  })

  it('turns the fan 15° with [ and ], back with 0, the text redrawn along the turned places', () => {
    const { calls, layoutOptions } = setup()
    placeOf('p1').focus()
    press(']')
    press(']')
    press('[')
    press('0')
    expect(calls.rotate).toEqual([15, 30, 15, 0])
    const textPathOf = (id: string) =>
      document.querySelector(placeOf(id).querySelector('textPath')!.getAttribute('href')!)!
    const before = textPathOf('p4').getAttribute('d')
    press(']')
    expect(view!.getRotation()).toBe(15)
    // The outline and the line the text runs along are those of the layout turned by 15°.
    const turned = rotateFanLayout(fanLayout(pedigree(5), layoutOptions), 15).places.find((p) => p.id === 'p4')!
    expect(placeOf('p4').querySelector('.f3-fan-arc')!.getAttribute('d')).toBe(arcPath(turned))
    expect(textPathOf('p4').getAttribute('d')).toBe(textArcPath(turned, turned.text.lines[0]))
    expect(textPathOf('p4').getAttribute('d')).not.toBe(before)
  })
})

describe('turning by drag', () => {
  /** A pointer event as jsdom can make one (it has no PointerEvent): a mouse event with the pointer's fields. */
  const pointer = (type: string, x: number, y: number, shiftKey = true) => {
    const e = new MouseEvent(type, { clientX: x, clientY: y, bubbles: true, cancelable: true, button: 0, shiftKey })
    Object.defineProperties(e, { pointerId: { value: 1 }, isPrimary: { value: true } })
    return e
  }

  it('turns the fan by the angle a Shift+drag moves round the centre, snapped to 15°, and swallows the click', () => {
    const { calls } = setup()
    const root = document.querySelector('.f3-fan') as SVGGElement
    // The fan's centre on screen, as the browser would report it for the group's translate(400, 300).
    ;(root as any).getScreenCTM = () => ({ e: 400, f: 300 })
    const start = placeOf('p2')
    start.dispatchEvent(pointer('pointerdown', 400, 100))
    start.dispatchEvent(pointer('pointermove', 541, 159))
    start.dispatchEvent(pointer('pointermove', 594, 347))
    start.dispatchEvent(pointer('pointerup', 594, 347))
    start.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    // From straight up to 103.6° clockwise (x 194 right, y 47 down of the centre): 105° after snapping.
    expect(calls.rotate).toEqual([105])
    expect(view!.getRotation()).toBe(105)
    expect(calls.activate).toEqual([])
    // A press that does not move is a click.
    start.dispatchEvent(pointer('pointerdown', 450, 150))
    start.dispatchEvent(pointer('pointerup', 451, 150))
    start.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(calls.activate).toEqual(['p2'])
  })

  it('leaves a plain drag on a place to the pan: it neither turns the fan nor stops the press', () => {
    const { calls } = setup()
    const root = document.querySelector('.f3-fan') as SVGGElement
    ;(root as any).getScreenCTM = () => ({ e: 400, f: 300 })
    const reachedZoom: string[] = []
    const onMouseDown = () => reachedZoom.push('mousedown')
    document.body.addEventListener('mousedown', onMouseDown)
    const start = placeOf('p2')
    start.dispatchEvent(pointer('pointerdown', 400, 100, false))
    start.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0 }))
    start.dispatchEvent(pointer('pointermove', 541, 159, false))
    start.dispatchEvent(pointer('pointerup', 594, 347, false))
    expect(calls.rotate).toEqual([])
    expect(reachedZoom).toEqual(['mousedown'])
    // With Shift the press is the fan's: it does not reach the zoom.
    start.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, button: 0, shiftKey: true }))
    expect(reachedZoom).toEqual(['mousedown'])
    document.body.removeEventListener('mousedown', onMouseDown)
  })

  it('turns the fan by a plain drag on its rim, a ring just outside the outermost places', () => {
    const { calls } = setup()
    const root = document.querySelector('.f3-fan') as SVGGElement
    ;(root as any).getScreenCTM = () => ({ e: 400, f: 300 })
    const rim = document.querySelector('.f3-fan-rim')!
    const outer = Math.max(
      ...fanLayout(pedigree(5), { main_id: 'p1', ancestry_depth: 4 }).places.map((p) => p.outerRadius),
    )
    expect(rim.getAttribute('aria-hidden')).toBe('true')
    expect(rim.getAttribute('d')).toBe(
      arcPath({ startAngle: 0, endAngle: 360, innerRadius: outer + 2, outerRadius: outer + 26 }),
    )
    rim.dispatchEvent(pointer('pointerdown', 400, 0, false))
    rim.dispatchEvent(pointer('pointermove', 700, 300, false))
    rim.dispatchEvent(pointer('pointerup', 700, 300, false))
    expect(calls.rotate).toEqual([90])
  })

  it('turns the short way when the pointer passes below the centre', () => {
    const { calls } = setup()
    const root = document.querySelector('.f3-fan') as SVGGElement
    ;(root as any).getScreenCTM = () => ({ e: 400, f: 300 })
    const el = placeOf('p1')
    el.dispatchEvent(pointer('pointerdown', 300, 310)) // just below the left: about −95°
    el.dispatchEvent(pointer('pointermove', 390, 400)) // about −174°
    el.dispatchEvent(pointer('pointermove', 410, 400)) // about +174°, 12° further anticlockwise, not 348° back
    el.dispatchEvent(pointer('pointerup', 410, 400))
    expect(calls.rotate).toEqual([-90])
  })
})

describe('the legend and the buttons', () => {
  it('lists the colours of the scheme, data as text, and the buttons turn the fan', () => {
    const data = pedigree(3)
    data.find((d) => d.id === 'p2')!.data['last name'] = '<b>Bold</b>'
    const { calls } = setup(data, { ancestry_depth: 2 }, { colourScheme: 'surname' })
    const legend = document.querySelector('.f3-fan-legend')!
    expect(legend.querySelector('summary')!.textContent).toBe('Colours by surname')
    const labels = [...legend.querySelectorAll('li')].map((li) => li.textContent)
    expect(labels).toContain('<b>Bold</b>')
    expect(legend.querySelector('b')).toBeNull()
    view!.setColourScheme('line')
    expect([...legend.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Main person',
      "Father's line",
      "Mother's line",
    ])
    expect(placeOf('p2').classList).toContain('f3-fan-fill-fan-paternal')
    expect(placeOf('p2').classList).not.toContain('f3-fan-fill-male')
    expect(placeOf('p2').querySelector<SVGPathElement>('.f3-fan-arc')!.getAttribute('style')).toBeNull()
    document.querySelector<HTMLButtonElement>('button[aria-label="Turn the fan 15° clockwise"]')!.click()
    document.querySelector<HTMLButtonElement>('button[aria-label="Reset the turn of the fan"]')!.click()
    expect(calls.rotate).toEqual([15, 0])
  })
})

describe('motion and direction', () => {
  const original = window.matchMedia
  afterEach(() => {
    window.matchMedia = original
  })
  const reduce = (on: boolean) => {
    window.matchMedia = ((query: string) => ({ matches: on && query.includes('reduce'), media: query })) as any
  }

  it('moves outlines at once under prefers-reduced-motion, and over time otherwise', () => {
    reduce(true)
    const { layoutOptions } = setup()
    const next = fanLayout(pedigree(5), { ...layoutOptions, main_id: 'p2' })
    view!.update(next, { transitionTime: 800 })
    const centre = next.places[0]
    expect(placeOf('p2').querySelector('.f3-fan-arc')!.getAttribute('d')).toBe(arcPath(centre))
    reduce(false)
    view!.update(fanLayout(pedigree(5), layoutOptions), { transitionTime: 800 })
    expect(placeOf('p2').querySelector('.f3-fan-arc')!.getAttribute('d')).toBe(arcPath(centre))
  })

  it('leaves the text direction to the container: a right-to-left page sets it for every text', () => {
    document.documentElement.setAttribute('dir', 'rtl')
    try {
      setup()
      const texts = [...document.querySelectorAll<SVGTextElement>('.f3-fan-place text')]
      expect(texts.length).toBeGreaterThan(20)
      // Set on the text, a direction would win over the page's; the stylesheet gives each name its script's.
      expect(texts.filter((t) => t.hasAttribute('direction') || t.style.direction)).toEqual([])
    } finally {
      document.documentElement.removeAttribute('dir')
    }
  })
})

describe('destroy', () => {
  it('removes every element and every listener it added', () => {
    const added: [EventTarget, string, unknown, boolean][] = []
    const removed: [EventTarget, string, unknown, boolean][] = []
    const proto = EventTarget.prototype
    const add = jest.spyOn(proto, 'addEventListener').mockImplementation(function (this: EventTarget, type, fn, opts) {
      added.push([this, type, fn, typeof opts === 'boolean' ? opts : !!opts?.capture])
    })
    const remove = jest.spyOn(proto, 'removeEventListener').mockImplementation(function (
      this: EventTarget,
      type,
      fn,
      opts,
    ) {
      removed.push([this, type, fn, typeof opts === 'boolean' ? opts : !!opts?.capture])
    })
    try {
      const { group, calls } = setup()
      const father = placeOf('p2')
      view!.destroy()
      view = null
      expect(group.childNodes).toHaveLength(0)
      expect(document.querySelector('.f3-fan-legend, .f3-fan-controls')).toBeNull()
      expect(added.length).toBeGreaterThan(5)
      const same = (a: (typeof added)[0], b: (typeof added)[0]) =>
        a[0] === b[0] && a[1] === b[1] && a[2] === b[2] && a[3] === b[3]
      expect(added.filter((a) => !removed.some((r) => same(a, r))).map((a) => a[1])).toEqual([])
      father.dispatchEvent(new MouseEvent('click', { bubbles: true }))
      expect(calls.activate).toEqual([])
    } finally {
      add.mockRestore()
      remove.mockRestore()
    }
  })
})
