// composeViewData: loaded people, local additions and stand-ins that carry the relations loaded people state.
import { composeViewData } from '../../../src/features/data-source/compose-view-data'
import { createLatestRequest } from '../../../src/features/data-source/latest-request'
import { viewNeeds } from '../../../src/features/data-source/view-needs'
import { pedigree } from './fake-family'

const people = pedigree(15)

describe('composeViewData', () => {
  it('puts stand-ins where the missing people go, with both sides of their relations', () => {
    const getPerson = (id: string) => (id === 'p1' ? people.get(id) : undefined)
    const needs = viewNeeds({ mainId: 'p1', ancestryDepth: 2, progenyDepth: 1, getPerson })
    const { data, standIns } = composeViewData({
      needs,
      getPerson,
      missingState: (id) => (id === 'p3' ? 'failed' : 'loading'),
      local: [],
    })
    expect(data.map((d) => d.id).sort()).toEqual(['p1', 'p2', 'p3'])
    expect(standIns).toEqual(
      new Map([
        ['p2', 'loading'],
        ['p3', 'failed'],
      ]),
    )
    const father = data.find((d) => d.id === 'p2')!
    expect(father.rels.children).toEqual(['p1'])
    expect(father.rels.spouses).toEqual(['p3'])
    expect(father.data.gender).toBe('M')
  })

  it('leaves out people the source does not have, and always includes local additions', () => {
    const getPerson = (id: string) => (id === 'p1' ? people.get(id) : undefined)
    const needs = viewNeeds({ mainId: 'p1', ancestryDepth: 1, progenyDepth: 0, getPerson })
    const extra = { id: 'new', data: { gender: 'F' as const }, rels: {} }
    const { data } = composeViewData({ needs, getPerson, missingState: () => 'absent', local: [extra] })
    expect(data.map((d) => d.id)).toEqual(['p1', 'new'])
  })
})

describe('createLatestRequest', () => {
  it('makes every earlier ticket stale', () => {
    const latest = createLatestRequest()
    const a = latest.next()
    const b = latest.next()
    expect([latest.isCurrent(a), latest.isCurrent(b)]).toEqual([false, true])
    latest.cancel()
    expect(latest.isCurrent(b)).toBe(false)
  })
})
