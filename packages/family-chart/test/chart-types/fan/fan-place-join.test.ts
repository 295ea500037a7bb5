/**
 * @jest-environment jsdom
 */
// The fan's keyed join: a person keeps their element, places that arrive take the elements of places that left when
// nothing animates (but never the focused one), and the elements end in the places' order with the fewest moves.
import { bindPlaces, joinPlaces } from '../../../src/chart-types/fan/fan-place-join'
import { fanLayout } from '../../../src/chart-types/fan/fan-layout'
import { pedigree } from '../../fixtures/pedigree'

const SVG_NS = 'http://www.w3.org/2000/svg'

function setup(reuse: boolean, keep: (el: SVGGElement) => boolean = () => false) {
  const layer = document.createElementNS(SVG_NS, 'g')
  const byKey = new Map<string, SVGGElement>()
  let made = 0
  const make = () => {
    made++
    return document.createElementNS(SVG_NS, 'g')
  }
  const join = (mainId: string) => {
    const places = fanLayout(pedigree(6), { main_id: mainId, ancestry_depth: 4, degrees: 360 }).places
    const result = joinPlaces({ layer, byKey, reuse, keep, make }, bindPlaces(places))
    result.elements.forEach((el, i) => el.setAttribute('data-id', places[i].id ?? ''))
    return { places, result }
  }
  return { layer, join, made: () => made }
}

describe('joinPlaces', () => {
  it('keeps each person’s element and puts the layer in the places’ order', () => {
    const { layer, join } = setup(false)
    const first = join('p1')
    const father = first.result.elements[first.places.findIndex((p) => p.id === 'p2')]
    const second = join('p2')
    expect(second.result.elements[0]).toBe(father)
    // Without reuse the places that left are handed back to be faded or removed; the others are in order.
    expect([...layer.children].filter((g) => !second.result.left.includes(g as SVGGElement))).toEqual(
      second.result.elements,
    )
    expect(second.result.left.length).toBeGreaterThan(0)
    expect(second.result.reused).toEqual([])
  })

  it('gives the elements of places that left to places that arrive when nothing animates', () => {
    const { layer, join, made } = setup(true)
    join('p1')
    const before = made()
    const second = join('p2')
    expect(made()).toBe(before)
    expect(second.result.left).toEqual([])
    expect(second.result.reused.length).toBeGreaterThan(0)
    expect(layer.children).toHaveLength(second.places.length)
    expect([...layer.children].map((g) => g.getAttribute('data-id'))).toEqual(second.places.map((p) => p.id ?? ''))
  })

  it('never gives away an element that must stay its person’s', () => {
    let kept: SVGGElement | null = null
    const { join } = setup(true, (el) => el === kept)
    const first = join('p1')
    kept = first.result.elements[first.places.findIndex((p) => p.id === 'p3')]
    const second = join('p2')
    expect(second.result.elements).not.toContain(kept)
    expect(second.result.left).toEqual([kept])
  })

  it('moves no element whose order with the others is unchanged', () => {
    const { layer, join } = setup(true)
    join('p1')
    const moved: Node[] = []
    const insert = layer.insertBefore.bind(layer)
    layer.insertBefore = <T extends Node>(node: T, child: Node | null) => {
      moved.push(node)
      return insert(node, child)
    }
    join('p1')
    expect(moved).toEqual([])
  })
})
