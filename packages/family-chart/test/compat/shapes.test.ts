/**
 * @jest-environment jsdom
 */
// The functions of the published API that return markup or data return the same shape in ours: the icons (root
// element, what it holds, `data-icon`), new person records, the 0.9.0 data-shape functions, the layout, and the
// objects of the html and history handlers. Each is called on the published package and on ours with the same input.
import { smallFamily } from '../fixtures/small-family'
import { container, f3, PUBLISHED, published } from './published'
import { classesIn, keyTypes, parseMarkup, shapeDifferences, tagOf } from './shape'

const v080 = published('family-chart-080')
const v090 = published('family-chart-published')

/** 0.9.0's data shape of the small family, made by 0.9.0 itself. */
const parentsShaped = () => v090.formatData(smallFamily())

/**
 * Fields of the published tree nodes that were steps of its own layout and link drawing: d3-hierarchy's `height` and
 * `parent` (ours: `toward_main`, the next card toward the main person), the link corners `sx`, `sy`, `psx`, `psy` and
 * the spouse flag `added` (ours: the links come ready in `tree.links`).
 */
const LAYOUT_STEPS = ['height', 'parent', 'sx', 'sy', 'psx', 'psy', 'added']

describe.each(PUBLISHED)('icons of the published %s', (_version, pkg) => {
  const theirs = published(pkg).icons
  const names = Object.keys(theirs)

  it('…Icon() returns the bare shapes: a <g data-icon> group, as theirs', () => {
    const bare = names.filter((n) => !n.includes('SvgIcon'))
    expect(bare.length).toBe(18)
    const differ = bare.filter((n) => tagOf(parseMarkup(f3.icons[n](), true)) !== tagOf(parseMarkup(theirs[n](), true)))
    expect(differ).toEqual([])
    expect(tagOf(parseMarkup(f3.icons.userEditIcon(), true))).toBe('g[data-icon=user-edit]')
  })

  it('…SvgIcon() returns an <svg> element holding that group, with a viewBox, as theirs', () => {
    const wrapped = names.filter((n) => n.includes('SvgIcon'))
    expect(wrapped.length).toBe(18)
    const shape = (markup: string) => {
      const svg = parseMarkup(markup)
      return [tagOf(svg), svg.hasAttribute('viewBox'), tagOf(svg.firstElementChild!)].join(' ')
    }
    const differ = wrapped.filter((n) => shape(f3.icons[n]()) !== shape(theirs[n]()))
    expect(differ).toEqual([])
    expect(shape(f3.icons.userEditSvgIcon())).toBe('svg[data-icon=user-edit] true g[data-icon=user-edit]')
  })
})

describe('new person records', () => {
  it('have the keys and value types of 0.8.0, relations as given (none: an empty object)', () => {
    const theirs = v080.handlers.createNewPerson({ data: { gender: 'F' } })
    const ours = f3.handlers.createNewPerson({ data: { gender: 'F' } })
    expect(shapeDifferences(theirs, ours)).toEqual([])
    expect(keyTypes(ours.rels)).toEqual(keyTypes(theirs.rels))
    expect(ours.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    const rels = { father: 'a', spouses: ['b'] }
    expect(f3.handlers.createNewPerson({ data: {}, rels }).rels).toEqual(
      v080.handlers.createNewPerson({ data: {}, rels }).rels,
    )
  })

  it('have the keys and value types of 0.9.0 when the relations list parents: every list there, the given ones kept', () => {
    const rels = { parents: ['a'], children: ['c'] }
    const theirs = v090.handlers.createNewPerson({ data: { gender: 'M' }, rels })
    const ours = f3.handlers.createNewPerson({ data: { gender: 'M' }, rels })
    expect(shapeDifferences(theirs, ours)).toEqual([])
    expect(ours.rels).toEqual(theirs.rels)
  })

  it('take the gender the relation implies, as in both versions', () => {
    const man = { id: 'm', data: { gender: 'M' }, rels: {} }
    const woman = { id: 'w', data: { gender: 'F' }, rels: {} }
    for (const rel_type of ['father', 'mother', 'spouse', 'son', 'daughter']) {
      for (const rel_datum of [man, woman]) {
        const ours = f3.handlers.createNewPersonWithGenderFromRel({ data: { x: 1 }, rel_type, rel_datum })
        for (const theirs of [v080, v090]) {
          expect(ours.data).toEqual(
            theirs.handlers.createNewPersonWithGenderFromRel({ data: { x: 1 }, rel_type, rel_datum }).data,
          )
        }
      }
    }
  })
})

describe('the 0.9.0 data-shape functions', () => {
  /** A family with a lone parent, a same-sex couple and people without any relation list. */
  const mixed = () => [
    ...smallFamily(),
    { id: 'p1', data: { gender: 'F' }, rels: { children: ['c1'] } },
    { id: 'p2', data: { gender: 'F' }, rels: { children: ['c1'] } },
    { id: 'c1', data: { gender: 'M' }, rels: { father: 'p1', mother: 'p2' } },
    { id: 'lone', data: { gender: 'M' }, rels: {} },
  ]

  it('formatData gives the same data as 0.9.0, in the same array', () => {
    const input = mixed()
    const out = f3.formatData(input)
    expect(out).toBe(input)
    expect(out).toEqual(v090.formatData(mixed()))
  })

  it('formatDataForExport gives the same data as 0.9.0, with and without legacy_format, in the same array', () => {
    for (const legacy of [false, true]) {
      const input = f3.formatData(mixed())
      const out = f3.formatDataForExport(input, legacy)
      expect(out).toBe(input)
      expect(out).toEqual(v090.formatDataForExport(v090.formatData(mixed()), legacy))
    }
  })
})

describe('the layout', () => {
  it.each([
    [
      '0.8.0 calculateTree, 0.8 data',
      () => v080.calculateTree(smallFamily(), { main_id: 'me' }),
      () => f3.calculateTree(smallFamily(), { main_id: 'me' }),
    ],
    [
      '0.9.0 calculateTree, 0.9 data',
      () => v090.calculateTree(parentsShaped(), { main_id: 'me' }),
      () => f3.calculateTree(parentsShaped(), { main_id: 'me' }),
    ],
    [
      '0.9.0 calculateTree, 0.8 data',
      () => v090.calculateTree(smallFamily(), { main_id: 'me' }),
      () => f3.calculateTree(smallFamily(), { main_id: 'me' }),
    ],
    [
      'CalculateTree',
      () => v080.CalculateTree({ data: smallFamily(), main_id: 'me' }),
      () => f3.CalculateTree({ data: smallFamily(), main_id: 'me' }),
    ],
  ])(
    '%s: the tree and each card have the published keys and value types, for the same people',
    (_name, theirsOf, oursOf) => {
      const theirs = theirsOf()
      const ours = oursOf()
      expect(shapeDifferences(theirs, ours)).toEqual([])
      expect(shapeDifferences(theirs.dim, ours.dim)).toEqual([])
      const key = (d: any) => `${d.data.id}${d.is_ancestry ? '^' : ''}`
      expect(ours.data.map(key).sort()).toEqual(theirs.data.map(key).sort())
      for (const node of theirs.data) {
        const mine = ours.data.find((d: any) => key(d) === key(node))
        expect([key(node), ...shapeDifferences(node, mine, LAYOUT_STEPS)]).toEqual([key(node)])
        // The person's record: `main` says whether this is the main person (0.9.0 also has `main: false` on the others).
        expect([key(node), ...shapeDifferences(node.data, mine.data, ['main', 'rels'])]).toEqual([key(node)])
        expect([key(node), !!mine.data.main]).toEqual([key(node), !!node.data.main])
      }
      expect(ours.data.find((d: any) => d.data.main).data.id).toBe('me')
    },
  )

  it('leaves the data it is given as it was, in either shape (0.9.0 rewrote 0.8 data into its shape)', () => {
    for (const data of [smallFamily(), parentsShaped()]) {
      const before = JSON.stringify(data)
      f3.calculateTree(data, { main_id: 'me' })
      expect(JSON.stringify(data)).toBe(before)
    }
  })

  it('never saves the main flag: it is not a field of the record', () => {
    const data = smallFamily()
    f3.calculateTree(data, { main_id: 'me' })
    expect(data[0].main).toBe(true)
    expect(Object.keys(data[0])).toEqual(['id', 'data', 'rels'])
    f3.calculateTree(data, { main_id: 'kid' })
    expect([data[0].main, data[2].main]).toEqual([false, true])
    // A new list of the same people (data after an edit): the person flagged before is unflagged too.
    f3.calculateTree([...data], { main_id: 'dad' })
    expect([data[0].main, data[2].main, data[3].main]).toEqual([false, false, true])
  })
})

describe.each(PUBLISHED)('handler objects of the published %s', (_version, pkg) => {
  const theirs = published(pkg)

  it('htmlContSetup returns the SVG, its view, the HTML layer and its cards view, as theirs', () => {
    const tags = (parts: Record<string, Element>) =>
      Object.fromEntries(Object.entries(parts).map(([k, el]) => [k, el.tagName.toLowerCase()]))
    const their = tags(theirs.handlers.htmlContSetup(container('a')))
    const our = tags(f3.handlers.htmlContSetup(container('b')))
    expect(our).toEqual(their)
    expect(our).toEqual({ svg: 'svg', svgView: 'g', htmlSvg: 'div', htmlView: 'div' })
  })

  it('createHistory and createHistoryControls return objects of the same members', () => {
    const historyOf = (lib: any) => {
      const store = lib.createStore({ data: smallFamily() })
      return lib.handlers.createHistory(
        store,
        () => JSON.parse(JSON.stringify(store.getData())),
        () => {},
      )
    }
    const their = historyOf(theirs)
    const our = historyOf(f3)
    expect(shapeDifferences(their, our)).toEqual([])
    const their_controls = theirs.handlers.createHistoryControls(container('a'), their)
    const our_controls = f3.handlers.createHistoryControls(container('b'), our)
    expect(shapeDifferences(their_controls, our_controls)).toEqual([])
    expect(our_controls.back_btn.tagName).toBe('BUTTON')
  })

  it('infoPopup makes a popup of the same members and classes (our close control is a button)', () => {
    const their = theirs.elements.infoPopup(container('a'))
    const our = f3.elements.infoPopup(container('b'))
    expect(shapeDifferences(their, our)).toEqual([])
    expect(classesIn(our.popup_cont)).toEqual(expect.arrayContaining(classesIn(their.popup_cont)))
  })

  it('kinshipInfo returns a row of the same classes, naming the kinship the same way', () => {
    const config = { self_id: 'kid', title: 'Kinship', getLabel: (d: any) => d.data['first name'] }
    const their = theirs.elements.kinshipInfo(config, 'gf', theirs === v090 ? parentsShaped() : smallFamily())
    const our = f3.elements.kinshipInfo(config, 'gf', smallFamily())
    expect(our.tagName).toBe(their.tagName)
    expect(classesIn(our)).toEqual(expect.arrayContaining(classesIn(their)))
    expect(our.querySelector('.f3-info-field-value').textContent.trim()).toBe(
      their.querySelector('.f3-info-field-value').textContent.trim(),
    )
    expect(our.querySelector('.f3-kinship-info-icon svg')).not.toBeNull()
    expect(f3.elements.kinshipInfo(config, 'nobody', smallFamily())).toBeUndefined()
  })
})
