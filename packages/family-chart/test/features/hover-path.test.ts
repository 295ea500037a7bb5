/**
 * @jest-environment jsdom
 */
import { calculateTree } from '../../src/layout/calculate-tree'
import { createHoverPath, linksToMain, PATH_LEVEL_DELAY_MS } from '../../src/features/hover-path/hover-path'
import { smallFamily } from '../fixtures/small-family'

describe('hover path to main', () => {
  const tree = calculateTree(smallFamily(), { main_id: 'me' })
  const node = (id: string) => tree.data.find((d) => d.data.id === id)!

  it('lists the links from a card to the main person, nearest first', () => {
    expect(linksToMain(node('gf'))).toEqual(['a:me^dad', 'a:me'])
    expect(linksToMain(node('kid'))).toEqual(['l:me/kid'])
    expect(linksToMain(node('wife'))).toEqual(['s:me+wife'])
    expect(linksToMain(node('me'))).toEqual([])
    for (const id of linksToMain(node('gf'))) expect(tree.links.some((l) => l.id === id)).toBe(true)
  })

  it('lights the links one level every 200 ms and clears them on leave', () => {
    jest.useFakeTimers()
    document.body.innerHTML = ['a:me^dad', 'a:me'].map((id) => `<path data-link-id="${id}"></path>`).join('')
    const hover = createHoverPath(document)
    hover.enter(node('gf'))
    jest.advanceTimersByTime(0)
    const lit = () => [...document.querySelectorAll('.f3-path-to-main')].map((e) => e.getAttribute('data-link-id'))
    expect(lit()).toEqual(['a:me^dad'])
    jest.advanceTimersByTime(PATH_LEVEL_DELAY_MS)
    expect(lit()).toEqual(['a:me^dad', 'a:me'])
    hover.leave()
    expect(lit()).toEqual([])
    jest.useRealTimers()
  })
})
