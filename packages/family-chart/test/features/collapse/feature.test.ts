/**
 * @jest-environment jsdom
 */
// The collapse feature on a fake host: at setup a prepare (the folded card kept in place), the A / D keys and the
// 'exportFolds' slot; setCollapsible(true) adds the card's fold controls (a card decorator) and the menu's fold items,
// false takes them back. Folds change the store's record and reach setOnCollapse and the live region.
import { collapse } from '../../../src/features/collapse/feature'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

describe('the collapse feature', () => {
  it("fills a prepare, a card key and 'exportFolds' at setup; no control until setCollapsible", () => {
    host = createFakeHost(smallFamily())
    collapse.setup(host)
    expect(host.leftovers().sort()).toEqual(['card key', 'prepare', 'provided exportFolds'])
    expect(host.filled.cardKeys[0].instructions).toMatch(/^A and D /)
  })

  it('setCollapsible(true) adds the fold controls and the menu items; false takes them back', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = collapse.setup(host)
    expect(methodsOf(collapse, part).setCollapsible(true)).toBe(host.chart)
    expect(host.filled.cardDecorators).toHaveLength(1)
    expect([...host.filled.actions]).toEqual(['fold-ancestry', 'fold-progeny'])
    host.layOut()
    const card = host.drawCard(nodeOf(host, 'dad'))
    expect(card.querySelector('.f3-fold-ancestry')?.getAttribute('aria-label')).toMatch(/Hide 2 ancestors of Tom Reed/)
    expect(host.actions.itemsFor(nodeOf(host, 'dad')).map((i) => i.label)).toEqual(['Hide 2 ancestors of Tom Reed'])
    methodsOf(collapse, part).setCollapsible(false)
    expect(host.filled.cardDecorators).toHaveLength(0)
    expect(host.filled.actions.size).toBe(0)
  })

  it('collapse and expand change the store, tell setOnCollapse and, with controls shown, the live region', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = collapse.setup(host)
    const onCollapse = jest.fn()
    methodsOf(collapse, part).setOnCollapse(onCollapse)
    methodsOf(collapse, part).setCollapsible(true)
    host.layOut()
    expect(methodsOf(collapse, part).collapse('dad', 'ancestry')).toBe(host.chart)
    expect(methodsOf(collapse, part).isCollapsed('dad', 'ancestry')).toBe(true)
    expect(host.store.getTree()!.data.some((d) => d.data.id === 'gf')).toBe(false)
    expect(onCollapse).toHaveBeenCalledWith({ id: 'dad', side: 'ancestry', collapsed: true, hiddenCount: 2 })
    expect(host.announce).toHaveBeenCalledWith('Hid 2 ancestors of Tom Reed')
    methodsOf(collapse, part).expand('dad', 'ancestry')
    expect(methodsOf(collapse, part).isCollapsed('dad', 'ancestry')).toBe(false)
    expect(methodsOf(collapse, part).toggleCollapse('dad', 'ancestry')).toMatchObject({ collapsed: true })
  })

  it('the A key presses the focused card’s ancestors control', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = collapse.setup(host)
    methodsOf(collapse, part).setCollapsible(true)
    host.layOut()
    const card = host.drawCard(nodeOf(host, 'dad'))
    expect(host.filled.cardKeys[0].press('a', card)).toBe(true)
    expect(methodsOf(collapse, part).isCollapsed('dad', 'ancestry')).toBe(true)
    expect(host.filled.cardKeys[0].press('x', card)).toBe(false)
  })

  it('takes every slot back on destroy, the controls too', () => {
    host = createFakeHost(smallFamily())
    const part = collapse.setup(host)
    methodsOf(collapse, part).setCollapsible(true)
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
