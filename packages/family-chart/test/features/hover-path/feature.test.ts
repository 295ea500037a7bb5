/**
 * @jest-environment jsdom
 */
// The hover path feature on a fake host: it provides the 'hoverPath' maker the HTML cards ask for, which lights the
// way to the main person in a container; destroy takes the slot back.
import { hoverPath } from '../../../src/features/hover-path/feature'
import { hoverPathOnFirstUse } from '../../../src/features/hover-path/feature-on-first-use'
import { PATH_LEVEL_DELAY_MS } from '../../../src/features/hover-path/hover-path'
import type { TreeDatum } from '../../../src/layout/types'
import { createFakeHost, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

type MakeHoverPath = (cont: HTMLElement) => { enter(d: TreeDatum): void; leave(): void; destroy(): void }

describe('the hover path feature', () => {
  it("provides 'hoverPath' and nothing else", () => {
    host = createFakeHost(smallFamily())
    hoverPath.setup(host)
    expect(typeof host.provided('hoverPath')).toBe('function')
    expect(host.leftovers()).toEqual(['provided hoverPath'])
  })

  it('the maker it provides lights the cards on the way to the main person and clears them on leave', () => {
    jest.useFakeTimers()
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    hoverPath.setup(host)
    host.layOut()
    const grandfather = nodeOf(host, 'gf')
    const cards = ['gf', 'dad', 'me'].map((id) => host.drawCard(nodeOf(host, id)))
    const path = host.provided<MakeHoverPath>('hoverPath')!(host.dom.htmlCardsLayer)
    path.enter(grandfather)
    jest.advanceTimersByTime(3 * PATH_LEVEL_DELAY_MS)
    const lit = () => cards.map((c) => c.querySelector('.card-inner')!.classList.contains('f3-path-to-main'))
    expect(lit()).toEqual([true, true, true])
    path.leave()
    expect(lit()).toEqual([false, false, false])
    jest.useRealTimers()
  })

  it('takes the slot back on destroy', () => {
    host = createFakeHost(smallFamily())
    hoverPath.setup(host).destroy()
    expect(host.provided('hoverPath')).toBeUndefined()
    expect(host.leftovers()).toEqual([])
  })
})

describe("the drop-in's hover path feature (its lighting on first use, here already loaded)", () => {
  it('provides the same maker, which lights the way once the lighting is there, and takes it back on destroy', () => {
    jest.useFakeTimers()
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = hoverPathOnFirstUse.setup(host)
    host.layOut()
    const cards = ['gf', 'dad', 'me'].map((id) => host.drawCard(nodeOf(host, id)))
    const path = host.provided<MakeHoverPath>('hoverPath')!(host.dom.htmlCardsLayer)
    path.enter(nodeOf(host, 'gf'))
    jest.advanceTimersByTime(3 * PATH_LEVEL_DELAY_MS)
    expect(cards.map((c) => c.querySelector('.card-inner')!.classList.contains('f3-path-to-main'))).toEqual([
      true,
      true,
      true,
    ])
    path.destroy()
    part.destroy()
    expect(host.leftovers()).toEqual([])
    jest.useRealTimers()
  })
})
