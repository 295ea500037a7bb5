/**
 * @jest-environment jsdom
 */
// Every public name of the published 0.8.0 and 0.9.0, listed from the packages themselves at test time, exists in ours
// with the same kind (function, class, object or value): the namespace, the nested namespaces, the default export
// and the members of a chart, its cards, an edit tree (and its parts) and a store made in jsdom on the same data.
import { smallFamily } from '../fixtures/small-family'
import { container, f3, PUBLISHED, published } from './published'
import { instanceSurfaces, kindOf, namespaceSurface, type Kind } from './surface'

/** Names of `theirs` missing in `ours` or of another kind there, as `name: their kind → our kind`. */
function differences(theirs: Map<string, Kind>, ours: Map<string, Kind>): string[] {
  return [...theirs]
    .filter(([name, kind]) => ours.get(name) !== kind)
    .map(([name, kind]) => `${name}: ${kind} → ${ours.get(name) ?? 'missing'}`)
}

describe.each(PUBLISHED)('the names of the published %s (%s)', (_version, pkg) => {
  const theirs = published(pkg)

  it('exist in our namespace and nested namespaces with the same kind', () => {
    const names = namespaceSurface(theirs)
    // The listing reaches the nested namespaces and the names this suite is about.
    expect(names.size).toBeGreaterThan(90)
    for (const name of [
      'view',
      'createSvg',
      'CalculateTree',
      'Card',
      'htmlHandlers.setupReactiveTreeData',
      'handlers.deletePerson',
      'elements.kinshipInfo',
      'icons.userEditSvgIcon',
    ])
      expect(names.has(name)).toBe(true)
    expect(differences(names, namespaceSurface(f3))).toEqual([])
  })

  it('exist on our default export too, the same values as the namespace', () => {
    expect(kindOf(theirs.default)).toBe('object')
    const missing = Object.keys(theirs.default).filter(
      (name) => f3.default[name] !== f3[name] || f3[name] === undefined,
    )
    expect(missing).toEqual([])
    expect(differences(namespaceSurface(theirs.default), namespaceSurface(f3.default))).toEqual([])
  })

  it('exist as members of a chart, its cards, its edit tree and parts, its store and its state, with the same kind', () => {
    const their = instanceSurfaces(theirs, smallFamily, container())
    const our = instanceSurfaces(f3, smallFamily, container())
    expect(Object.keys(our)).toEqual(Object.keys(their))
    const found = Object.keys(their).flatMap((object) =>
      differences(their[object], our[object]).map((d) => `${object}.${d}`),
    )
    expect(found).toEqual([])
    expect(their.editTree.size).toBeGreaterThan(50)
  })
})
