/**
 * @jest-environment jsdom
 */
// The card actions feature on a fake host: a menu element in the container, the menu's triggers on the canvas
// (right-click, the menu keys, a long press) and the sentence of its key; a right-click on a card opens the menu with
// the host's registered actions. Destroy takes the menu, its listeners and the key back.
import { cardActions } from '../../../src/features/card-actions/feature'
import { createFakeHost, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'
import { loadLazyParts } from '../../support/lazy-parts'

let host: FakeHost
afterEach(() => host.remove())

const rightClick = (el: Element) =>
  el.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 }))

// The parts this feature loads on first use are there, as in the script-tag build (their waiting is tested in
// test/features/lazy-parts.test.ts).
beforeAll(() => loadLazyParts())

describe('the card actions feature', () => {
  it('adds a hidden menu, listeners on the canvas and the Shift F10 sentence', () => {
    host = createFakeHost(smallFamily())
    cardActions.setup(host)
    const menu = host.cont.querySelector('.f3-card-menu') as HTMLElement
    expect(menu.getAttribute('role')).toBe('menu')
    expect(menu.hidden).toBe(true)
    expect(host.filled.cardKeys.map((k) => k.instructions)).toEqual([expect.stringMatching(/Shift F10/)])
    const listeners = host.leftovers().filter((l) => l.startsWith('listener') && l.endsWith('div.f3-canvas'))
    expect(listeners).toEqual(expect.arrayContaining(['listener contextmenu on div.f3-canvas']))
  })

  it("a right-click on a card opens a menu of the host's actions, named for the person; running one closes it", () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    cardActions.setup(host)
    const run = jest.fn()
    host.actions.register({ id: 'hello', label: (d) => `Hello ${d.data.data['first name']}`, run })
    host.layOut()
    const card = host.drawCard(nodeOf(host, 'dad')).querySelector('.f3-card')!
    rightClick(card)
    const menu = host.cont.querySelector('.f3-card-menu') as HTMLElement
    expect(menu.hidden).toBe(false)
    expect(menu.getAttribute('aria-label')).toBe('Actions for Tom Reed')
    const items = [...menu.querySelectorAll('[role="menuitem"]')]
    expect(items.map((b) => b.textContent)).toEqual(['Hello Tom'])
    ;(items[0] as HTMLElement).click()
    expect(run).toHaveBeenCalledWith(nodeOf(host, 'dad'))
    expect(menu.hidden).toBe(true)
  })

  it("opens no menu while another feature waits for a card to be picked (the 'picking' slot)", () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    cardActions.setup(host)
    host.actions.register({ id: 'x', label: 'X', run: () => {} })
    host.provide('picking', () => true)
    host.layOut()
    rightClick(host.drawCard(nodeOf(host, 'dad')).querySelector('.f3-card')!)
    expect((host.cont.querySelector('.f3-card-menu') as HTMLElement).hidden).toBe(true)
  })

  it('takes back the menu, every listener and the key on destroy', () => {
    host = createFakeHost(smallFamily())
    const part = cardActions.setup(host)
    expect(host.leftovers().length).toBeGreaterThan(3)
    part.destroy()
    expect(host.cont.querySelector('.f3-card-menu')).toBeNull()
    expect(host.leftovers()).toEqual([])
  })
})
