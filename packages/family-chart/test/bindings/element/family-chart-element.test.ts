/**
 * @jest-environment jsdom
 */
// <family-chart>: a data property, attributes for the simple settings, DOM events, and nothing left once it leaves
// the page.
import type { EditEvent } from 'family-chart'
import type { FamilyChartElement } from '../../../src/bindings/element'
import { defineFamilyChartElement } from '../../../src/bindings/element'
import { cardByName, chartElements, loadLibraryFirst, mainName, settle, smallFamily, trackListeners } from '../support'

loadLibraryFirst()

let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
  document.body.innerHTML = ''
})
afterEach(() => warn.mockRestore())

/** A <family-chart> in the page with the small family, drawn. */
async function place(attributes = ''): Promise<FamilyChartElement> {
  document.body.innerHTML = `<family-chart transition-time="0" ${attributes}></family-chart>`
  const el = document.querySelector('family-chart')!
  el.cardDisplay = [['first name', 'last name']]
  el.data = smallFamily()
  await settle()
  return el
}

describe('<family-chart>', () => {
  it('is defined by importing the entry, once, and draws when it gets data', async () => {
    expect(customElements.get('family-chart')).toBeDefined()
    expect(defineFamilyChartElement()).toBe(customElements.get('family-chart'))
    const el = await place('main-id="dad"')
    expect(el.chart!.cont).toBe(el)
    expect(el.classList.contains('f3')).toBe(true)
    expect(mainName(el)).toBe('Tom Reed')
  })

  it('follows a new main-id attribute with the same chart and no mainchange event', async () => {
    const el = await place()
    const chart = el.chart
    const events: string[] = []
    el.addEventListener('mainchange', (e) => events.push((e as CustomEvent).detail.id))
    el.setAttribute('main-id', 'kid')
    expect(el.chart).toBe(chart)
    expect(mainName(el)).toBe('Lia Reed')
    el.setAttribute('card-x-spacing', '320')
    expect(el.chart!.store.state.node_separation).toBe(320)
    expect(events).toEqual([])
  })

  it('dispatches mainchange for a click, and its mainId property reads the person the user chose', async () => {
    const el = await place('main-id="me"')
    const events: string[] = []
    el.addEventListener('mainchange', (e) => events.push((e as CustomEvent).detail.id))
    cardByName('Eve Reed', el).click()
    expect(events).toEqual(['mom'])
    expect(el.mainId).toBe('mom')
    expect(el.getAttribute('main-id')).toBe('me')
  })

  it('adds the edit tree for the editable attribute and dispatches datachange for an edit; removing it removes the tree', async () => {
    const el = await place('editable')
    const changes: EditEvent[] = []
    el.addEventListener('datachange', (e) => changes.push((e as CustomEvent).detail.event))
    cardByName('Abe Reed', el).click()
    el.querySelector<HTMLButtonElement>('.f3-form .f3-edit-toggle')?.click()
    el.querySelector<HTMLInputElement>('.f3-form [name="first name"]')!.value = 'Maya'
    el.querySelector('.f3-form')!.dispatchEvent(new Event('submit', { cancelable: true }))
    expect(changes.map((c) => [c.type, c.person])).toEqual([['update', 'gf']])
    el.removeAttribute('editable')
    expect(el.chart!.editTreeInstance).toBeNull()
    expect(el.querySelector('.f3-form-cont')).toBeNull()
  })

  it('refuses a number attribute that is not a number, keeping the setting', async () => {
    const el = await place('ancestry-depth="2"')
    el.setAttribute('ancestry-depth', 'two')
    expect(el.chart!.store.state.ancestry_depth).toBe(2)
    expect(warn).toHaveBeenCalledWith(
      'family-chart/element: the ancestry-depth attribute must be a number; got "two". The chart keeps its setting.',
    )
  })

  it('takes the properties a framework set before the element was defined', async () => {
    const early = document.createElement('early-family-chart') as FamilyChartElement
    ;(early as any).data = smallFamily()
    ;(early as any).mainId = 'gm'
    document.body.append(early)
    defineFamilyChartElement('early-family-chart')
    await settle()
    expect(early.chart).not.toBeNull()
    expect(mainName(early)).toContain('Ida')
  })

  it('leaves no chart element and no listener on the window, the document or itself when removed, and draws again when put back', async () => {
    const listeners = trackListeners()
    try {
      const el = await place('editable')
      cardByName('Tom Reed', el).click()
      expect(listeners.live([window, document, el]).length).toBeGreaterThan(0)
      el.remove()
      expect(chartElements(el)).toBe(0)
      expect(el.chart).toBeNull()
      expect(listeners.live([window, document, el])).toEqual([])
      document.body.append(el)
      await settle()
      expect(mainName(el)).toBe('Tom Reed')
    } finally {
      listeners.restore()
    }
  })
})
