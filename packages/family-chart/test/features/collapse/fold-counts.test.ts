// The pure part of folding: the record of folds, the people of a branch, who a fold hides when some of them are
// reached by another path (pedigree collapse), and the words of the control.
import { isFolded, withFold } from '../../../src/features/collapse/fold-state'
import { branchIds, hiddenByFold, hiddenIfFolded, type FoldGraph } from '../../../src/features/collapse/hidden-people'
import { foldGraph } from '../../../src/features/collapse/fold-graph'
import { foldBadgeText, foldLabel } from '../../../src/features/collapse/card-folds'
import { calculateTree } from '../../../src/layout/calculate-tree'
import type { Data, Datum } from '../../../src/data/types'

const p = (id: string, rels: Record<string, unknown> = {}, gender = 'M') =>
  ({ id, data: { 'first name': id, gender }, rels: { spouses: [], children: [], ...rels } }) as unknown as Datum

/**
 * Cousins who married: main's parents `dad` and `mum` are children of the siblings `uncle` and `aunt`, whose parents
 * `gpa` and `gma` are therefore reached through both of main's parents.
 */
function cousinMarriage(): Data {
  return [
    p('main', { father: 'dad', mother: 'mum', children: ['kid'], spouses: ['wife'] }),
    p('wife', { spouses: ['main'], children: ['kid'] }, 'F'),
    p('kid', { father: 'main', mother: 'wife', spouses: ['kidwife'], children: ['grandkid'] }),
    p('kidwife', { spouses: ['kid'], children: ['grandkid'] }, 'F'),
    p('grandkid', { father: 'kid', mother: 'kidwife' }),
    p('dad', { father: 'uncle', mother: 'x1', spouses: ['mum'], children: ['main'] }),
    p('mum', { father: 'x2', mother: 'aunt', spouses: ['dad'], children: ['main'] }, 'F'),
    p('uncle', { father: 'gpa', mother: 'gma', spouses: ['x1'], children: ['dad'] }),
    p('x1', { spouses: ['uncle'], children: ['dad'] }, 'F'),
    p('aunt', { father: 'gpa', mother: 'gma', spouses: ['x2'], children: ['mum'] }, 'F'),
    p('x2', { spouses: ['aunt'], children: ['mum'] }),
    p('gpa', { spouses: ['gma'], children: ['uncle', 'aunt'] }),
    p('gma', { spouses: ['gpa'], children: ['uncle', 'aunt'] }, 'F'),
  ]
}

function graphOf(data: Data): FoldGraph {
  const byId = new Map(data.map((d) => [d.id, d]))
  return foldGraph((id) => byId.get(id))
}

describe('the record of folds', () => {
  it('folds and opens a side without touching the other side or the old record', () => {
    const a = withFold(undefined, 'anna', 'ancestry', true)
    expect(isFolded(a, 'anna', 'ancestry')).toBe(true)
    expect(isFolded(a, 'anna', 'progeny')).toBe(false)
    const b = withFold(a, 'anna', 'progeny', true)
    expect(isFolded(b, 'anna', 'progeny')).toBe(true)
    const c = withFold(b, 'anna', 'ancestry', false)
    expect(isFolded(c, 'anna', 'ancestry')).toBe(false)
    expect(isFolded(c, 'anna', 'progeny')).toBe(true)
    // Folding twice lists the person once; earlier records are left as they were.
    expect(withFold(b, 'anna', 'progeny', true).children).toEqual(['anna'])
    expect(isFolded(a, 'anna', 'ancestry')).toBe(true)
  })
})

describe('the people of a branch', () => {
  const graph = graphOf(cousinMarriage())

  it('lists the ancestors once each, up to a number of generations', () => {
    expect(branchIds(graph, 'main', 'ancestry').sort()).toEqual([
      'aunt',
      'dad',
      'gma',
      'gpa',
      'mum',
      'uncle',
      'x1',
      'x2',
    ])
    expect(branchIds(graph, 'main', 'ancestry', 1).sort()).toEqual(['dad', 'mum'])
    expect(branchIds(graph, 'dad', 'ancestry').sort()).toEqual(['gma', 'gpa', 'uncle', 'x1'])
  })

  it("lists the descendants with the spouses drawn beside them, not the folded person's own spouse", () => {
    expect(branchIds(graph, 'main', 'progeny').sort()).toEqual(['grandkid', 'kid', 'kidwife'])
    expect(branchIds(graph, 'main', 'progeny', 1).sort()).toEqual(['kid', 'kidwife'])
  })

  it('ends on a parent cycle', () => {
    const cycle = graphOf([p('a', { father: 'b' }), p('b', { father: 'a' })])
    expect(branchIds(cycle, 'a', 'ancestry')).toEqual(['b'])
  })

  it('keeps people drawn by another path visible: folding dad hides uncle and x1, not gpa and gma', () => {
    const data = cousinMarriage()
    const tree = calculateTree(data, { main_id: 'main', hidden_rels: { parents: ['dad'] } })
    const drawn = new Set(tree.data.map((d) => d.data.id))
    // gpa and gma are still drawn above mum's mother.
    expect(drawn.has('gpa') && drawn.has('gma')).toBe(true)
    expect(drawn.has('uncle')).toBe(false)
    expect(hiddenByFold(graph, 'dad', 'ancestry', drawn).sort()).toEqual(['uncle', 'x1'])
  })
})

describe('who folding a drawn card would hide', () => {
  it('counts the people of the cards beyond it who have no card elsewhere', () => {
    const tree = calculateTree(cousinMarriage(), { main_id: 'main' })
    const card = (id: string) => tree.data.find((d) => d.data.id === id)!
    // gpa and gma have two cards, one above dad's side and one above mum's: folding dad leaves the other.
    expect(hiddenIfFolded(card('dad'), 'ancestry').sort()).toEqual(['uncle', 'x1'])
    // Folding main's ancestors takes both cards of gpa and gma away.
    expect(hiddenIfFolded(card('main'), 'ancestry').sort()).toEqual([
      'aunt',
      'dad',
      'gma',
      'gpa',
      'mum',
      'uncle',
      'x1',
      'x2',
    ])
    expect(hiddenIfFolded(card('main'), 'progeny').sort()).toEqual(['grandkid', 'kid', 'kidwife'])
    // A descendant's card has no ancestors to fold.
    expect(hiddenIfFolded(card('kid'), 'ancestry')).toEqual([])
  })

  it('agrees with what the layout then leaves out', () => {
    const data = cousinMarriage()
    const open = calculateTree(data, { main_id: 'main' })
    const wouldHide = hiddenIfFolded(
      open.data.find((d) => d.data.id === 'mum')!,
      'ancestry',
    ).sort()
    const folded = calculateTree(data, { main_id: 'main', hidden_rels: { parents: ['mum'] } })
    const gone = [...new Set(open.data.map((d) => d.data.id))]
      .filter((id) => !folded.data.some((d) => d.data.id === id))
      .sort()
    expect(wouldHide).toEqual(gone)
    expect(hiddenByFold(graphOf(data), 'mum', 'ancestry', new Set(folded.data.map((d) => d.data.id))).sort()).toEqual(
      gone,
    )
  })
})

describe('the words of the control', () => {
  it('names the action, the number and the person', () => {
    expect(foldLabel({ side: 'ancestry', folded: false, count: 12 }, 'Anna Smith')).toBe(
      'Hide 12 ancestors of Anna Smith',
    )
    expect(foldLabel({ side: 'progeny', folded: true, count: 1 }, 'Tom')).toBe('Show 1 descendant of Tom')
    expect(foldLabel({ side: 'ancestry', folded: true, count: 3 }, '')).toBe('Show 3 ancestors')
    expect(foldBadgeText({ side: 'ancestry', folded: true, count: 12 })).toBe('+12')
    expect(foldBadgeText({ side: 'ancestry', folded: false, count: 12 })).toBe('\u2212')
  })
})
