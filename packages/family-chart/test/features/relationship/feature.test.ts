/**
 * @jest-environment jsdom
 */
// The relationship feature on a fake host: a drawn listener (the highlight comes back after a redraw), a chooser (the
// search box's choice can be the second person), the "How are we related?" card action, the 'picking' slot and the
// card pick's listener on the canvas. Its methods say the relationship on the chart and through the host's live
// region; destroy takes everything back.
import { relationship } from '../../../src/features/relationship/feature'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'
import { loadLazyParts } from '../../support/lazy-parts'

let host: FakeHost
afterEach(() => host.remove())

const statusText = () => host.cont.querySelector('.f3-relationship-text')?.textContent

// The parts this feature loads on first use are there, as in the script-tag build (their waiting is tested in
// test/features/lazy-parts.test.ts).
beforeAll(() => loadLazyParts())

describe('the relationship feature', () => {
  it("fills a chooser, its card action and the 'picking' slot; its view, on first use, a drawn listener and a canvas click", () => {
    host = createFakeHost(smallFamily())
    const part = relationship.setup(host)
    expect(host.filled.drawnListeners).toHaveLength(0)
    expect(host.filled.choosers).toHaveLength(1)
    expect([...host.filled.actions]).toEqual(['relationship'])
    expect(host.provided<() => boolean>('picking')!()).toBe(false)
    methodsOf(relationship, part).pickRelationship('me')
    expect(host.filled.drawnListeners).toHaveLength(1)
    expect(host.leftovers()).toContain('listener click on div.f3-canvas')
  })

  it('showRelationship returns the path and the words, and says them on the chart and to the live region', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = relationship.setup(host)
    host.layOut()
    const shown = methodsOf(relationship, part).showRelationship('kid', 'dad')
    expect(shown).toEqual({ path: ['kid', 'me', 'dad'], label: 'grandfather' })
    expect(statusText()).toMatch(/Tom Reed is Lia Reed's grandfather/)
    expect(host.announce).toHaveBeenCalledWith(expect.stringMatching(/grandfather/))
    expect(host.showArea).toHaveBeenCalledTimes(1)
    expect(methodsOf(relationship, part).clearRelationship()).toBe(host.chart)
    expect(host.cont.querySelector<HTMLElement>('.f3-relationship-status')!.hidden).toBe(true)
  })

  it('the card action starts a pick: the next person chosen through the host is the second one', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    relationship.setup(host)
    host.layOut()
    host.actions.itemsFor(nodeOf(host, 'kid'))[0].run()
    expect(host.provided<() => boolean>('picking')!()).toBe(true)
    const otherwise = jest.fn()
    host.choose('wife', otherwise)
    expect(otherwise).not.toHaveBeenCalled()
    expect(statusText()).toMatch(/Ana Reed is Lia Reed's mother/)
    expect(host.provided<() => boolean>('picking')!()).toBe(false)
  })

  it('a click on a card while picking chooses that person', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = relationship.setup(host)
    host.layOut()
    methodsOf(relationship, part).pickRelationship('kid')
    host.drawCard(nodeOf(host, 'me')).querySelector<HTMLElement>('.f3-card')!.click()
    expect(statusText()).toMatch(/Sam Reed is Lia Reed's father/)
  })

  it('takes back every slot, element and listener on destroy, also in the middle of a pick', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = relationship.setup(host)
    host.layOut()
    methodsOf(relationship, part).pickRelationship('kid')
    expect(host.leftovers()).toContain('listener keydown on document')
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
