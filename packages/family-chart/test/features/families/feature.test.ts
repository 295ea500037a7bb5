/**
 * @jest-environment jsdom
 */
// The families feature on a fake host: the layout steps of other parent families and of marriage order in the store's
// state, a card decorator (the words and the family switch), a link decorator (the marks of ended marriages), the F key
// and the 'exportRelationMarks' slot. Its methods set the store's choices; destroy takes every addition back.
import { families } from '../../../src/features/families/feature'
import { parentFamilyLayout } from '../../../src/layout/parent-families'
import { byMarriageDate } from '../../../src/layout/marriage-order'
import type { Data } from '../../../src/data/types'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'

let host: FakeHost
afterEach(() => host.remove())

const p = (id: string, first: string, gender: 'M' | 'F', rels: object = {}, data: object = {}) => ({
  id,
  data: { gender, 'first name': first, ...data },
  rels: { spouses: [], children: [], ...rels },
})

/** Anna, born to Bert and Cara (divorced in 1990), adopted by Dan and Eve. */
const family = (): Data =>
  [
    p(
      'anna',
      'Anna',
      'F',
      { father: 'bert', mother: 'cara', other_parents: ['dan', 'eve'] },
      { parent_type__ref__dan: 'adopted', parent_type__ref__eve: 'adopted' },
    ),
    p('bert', 'Bert', 'M', { spouses: ['cara'], children: ['anna'] }, { marriage_end__ref__cara: 'divorced' }),
    p('cara', 'Cara', 'F', { spouses: ['bert'], children: ['anna'] }, { marriage_end__ref__bert: 'divorced' }),
    p('dan', 'Dan', 'M', { spouses: ['eve'], children: ['anna'] }),
    p('eve', 'Eve', 'F', { spouses: ['dan'], children: ['anna'] }),
  ] as unknown as Data

describe('the families feature', () => {
  // The prepare says the family words again in the chart's language before a tree is drawn.
  it("fills the state's layout steps, a card and a link decorator, the F key, a prepare and 'exportRelationMarks'", () => {
    host = createFakeHost(family())
    families.setup(host)
    expect(host.store.state.parent_family_layout).toBe(parentFamilyLayout)
    expect(host.store.state.marriage_order).toBe(byMarriageDate)
    expect(host.provided('exportRelationMarks')).toBe(true)
    expect(host.leftovers().sort()).toEqual(
      [
        'card decorator',
        'card key',
        'link decorator',
        'prepare',
        'provided exportRelationMarks',
        'state marriage_order',
        'state parent_family_layout',
      ].sort(),
    )
  })

  it("lists a child's parent families and switches the one drawn; the card gets the switch, F presses it", () => {
    host = createFakeHost(family(), { mainId: 'anna' })
    const part = families.setup(host)
    const types = () =>
      methodsOf(families, part)
        .getParentFamilies('anna')
        .map((f) => [f.type, f.drawn])
    expect(types()).toEqual([
      ['birth', true],
      ['adopted', false],
    ])
    host.layOut()
    const el = host.drawCard(nodeOf(host, 'anna'))
    const button = el.querySelector<HTMLElement>('.f3-family-switch')!
    expect(button).not.toBeNull()
    const [key] = host.filled.cardKeys
    const clicked = jest.fn()
    button.addEventListener('click', clicked)
    expect(key.press('F', el)).toBe(true)
    expect(clicked).toHaveBeenCalledTimes(1)
    expect(key.press('G', el)).toBe(false)
    expect(methodsOf(families, part).setParentFamily('anna', ['dan', 'eve'])).toBe(host.chart)
    expect(types()).toEqual([
      ['birth', false],
      ['adopted', true],
    ])
  })

  it('the link decorator marks the ended marriage; setSortSpousesByMarriageDate sets the store', () => {
    host = createFakeHost(family(), { mainId: 'anna' })
    const part = families.setup(host)
    const tree = host.layOut()
    const marriage = tree.links.find((l) => l.kind === 'spouse' && l.spouses?.some((d) => d.data.id === 'bert'))!
    const svg = (tag: string) => document.createElementNS('http://www.w3.org/2000/svg', tag)
    const g = svg('g') as SVGGElement
    const path = svg('path') as SVGPathElement
    g.append(path)
    const [decorate] = host.filled.linkDecorators
    decorate(g, path, marriage, { isHorizontal: false, drop: 0, cardSize: host.cardSize() })
    expect([...path.classList]).toEqual(expect.arrayContaining(['f3-link-ended', 'f3-link-end-divorced']))
    expect(g.textContent).toMatch(/divorced/)
    expect(methodsOf(families, part).setSortSpousesByMarriageDate(true)).toBe(host.chart)
    expect(host.store.state.sort_spouses_by_marriage_date).toBe(true)
  })

  it('takes every addition back on destroy', () => {
    host = createFakeHost(family())
    families.setup(host).destroy()
    expect(host.leftovers()).toEqual([])
  })
})
