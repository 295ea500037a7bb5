// The export's pair map (src/gedcom/pair-map.ts): a pair of people found in either order by their positions, one
// person alone apart from any pair, and the entries grouped by the pair's smaller id (as text), in the order set.
import { PairMap, type PairKey } from '../../src/gedcom/pair-map'

const key = (id: string, at: number): PairKey => ({ id, at })

describe('PairMap', () => {
  const ann = key('I2', 0)
  const bo = key('I1', 1)
  const cy = key('I3', 2)

  it('finds a pair whichever partner comes first, and one person alone apart from their pairs', () => {
    const m = new PairMap<string>()
    m.set(ann, bo, 'ann+bo')
    m.set(ann, undefined, 'ann alone')
    expect(m.get(bo, ann)).toBe('ann+bo')
    expect(m.get(ann, bo)).toBe('ann+bo')
    expect(m.get(ann, undefined)).toBe('ann alone')
    expect(m.get(bo, undefined)).toBeUndefined()
    expect(m.get(ann, cy)).toBeUndefined()
  })

  it('replaces the value of a pair set again, from either side', () => {
    const m = new PairMap<number>()
    m.set(ann, cy, 1)
    m.set(cy, ann, 2)
    expect(m.get(ann, cy)).toBe(2)
    expect(m.entries()).toEqual([[ann, cy, 2]])
  })

  it('gives the entries grouped by the smaller id, each group in the order its first pair was set', () => {
    const m = new PairMap<string>()
    m.set(ann, cy, 'ann+cy') // held by I2
    m.set(ann, bo, 'ann+bo') // held by I1 (the smaller id, though at a later position)
    m.set(cy, undefined, 'cy alone') // held by I3
    m.set(bo, cy, 'bo+cy') // held by I1, after ann+bo
    expect(m.entries().map(([a, b, v]) => [a.id, b?.id, v])).toEqual([
      ['I2', 'I3', 'ann+cy'],
      ['I1', 'I2', 'ann+bo'],
      ['I1', 'I3', 'bo+cy'],
      ['I3', undefined, 'cy alone'],
    ])
  })
})
