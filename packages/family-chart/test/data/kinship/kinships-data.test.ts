// The people connecting main to one relative: paths to the closest common ancestors, spouse and in-law links.
import { calculateKinships } from '../../../src/data/kinship/calculate-kinships'
import { getKinshipsDataStash } from '../../../src/data/kinship/kinships-data'
import type { Data } from '../../../src/data/types'
import { bigFamily, deepFreeze, relationProblems } from './family'

const data = deepFreeze(bigFamily())
const idsOf = (subset: Data) => subset.map((d) => d.id).sort()
const stashIds = (relId: string, mainId = 'main') => idsOf(getKinshipsDataStash(mainId, relId, data))
const sorted = (...ids: string[]) => [...ids].sort()

describe('getKinshipsDataStash', () => {
  it('links siblings through both parents, half siblings through the shared one', () => {
    expect(stashIds('brother')).toEqual(sorted('main', 'dad', 'mom', 'brother'))
    expect(stashIds('halfBrother')).toEqual(sorted('main', 'dad', 'halfBrother'))
    expect(stashIds('halfSister')).toEqual(sorted('main', 'mom', 'halfSister'))
  })

  it('follows the direct line for ancestors and descendants', () => {
    expect(stashIds('dad')).toEqual(sorted('main', 'dad'))
    expect(stashIds('gggf')).toEqual(sorted('main', 'dad', 'gf', 'ggf', 'gggf'))
    expect(stashIds('mgm')).toEqual(sorted('main', 'mom', 'mgm'))
    expect(stashIds('ggGrandson')).toEqual(sorted('main', 'son', 'grandson', 'greatGranddaughter', 'ggGrandson'))
  })

  it('goes up to the common ancestor couple for uncles, nephews and cousins', () => {
    expect(stashIds('uncle')).toEqual(sorted('main', 'dad', 'gf', 'gm', 'uncle'))
    expect(stashIds('halfUncle')).toEqual(sorted('main', 'dad', 'gf', 'halfUncle'))
    expect(stashIds('niece')).toEqual(sorted('main', 'dad', 'mom', 'sister', 'niece'))
    expect(stashIds('cousinSon')).toEqual(sorted('main', 'dad', 'gf', 'gm', 'uncle', 'cousin', 'cousinSon'))
    expect(stashIds('gu4')).toEqual(sorted('main', 'dad', 'gf', 'ggf', 'ggm', 'greatUncle', 'gu1', 'gu2', 'gu3', 'gu4'))
  })

  it('adds the spouse link for spouses and in-laws', () => {
    expect(stashIds('wife')).toEqual(sorted('main', 'wife'))
    expect(stashIds('wifeMother')).toEqual(sorted('main', 'wife', 'wifeMother'))
    expect(stashIds('wifeSister')).toEqual(sorted('main', 'wife', 'wifeFather', 'wifeMother', 'wifeSister'))
    expect(stashIds('brotherWife')).toEqual(sorted('main', 'dad', 'mom', 'brother', 'brotherWife'))
    expect(stashIds('sonInLaw')).toEqual(sorted('main', 'daughter', 'sonInLaw'))
    expect(stashIds('main', 'sonInLaw')).toEqual(sorted('main', 'daughter', 'sonInLaw'))
  })

  it('returns [] for unrelated people and unknown ids, and main alone for main', () => {
    expect(getKinshipsDataStash('main', 'stranger', data)).toEqual([])
    expect(getKinshipsDataStash('main', 'uncleWife', data)).toEqual([])
    expect(getKinshipsDataStash('main', 'nobody', data)).toEqual([])
    expect(getKinshipsDataStash('nobody', 'main', data)).toEqual([])
    expect(stashIds('main')).toEqual(['main'])
  })

  it('keeps relations inside the subset and on both sides', () => {
    const subset = getKinshipsDataStash('main', 'cousin', data)
    expect(relationProblems(subset)).toEqual([])
    const byId = new Map(subset.map((d) => [d.id, d]))
    expect(byId.get('main')!.rels).toEqual({ father: 'dad', spouses: [], children: [] })
    expect(byId.get('dad')!.rels).toEqual({ father: 'gf', mother: 'gm', spouses: [], children: ['main'] })
    expect(byId.get('gf')!.rels).toEqual({ spouses: ['gm'], children: ['dad', 'uncle'] })
    expect(byId.get('gm')!.rels).toEqual({ spouses: ['gf'], children: ['dad', 'uncle'] })
    expect(byId.get('uncle')!.rels).toEqual({ father: 'gf', mother: 'gm', spouses: [], children: ['cousin'] })
    expect(byId.get('cousin')!.rels).toEqual({ father: 'uncle', spouses: [], children: [] })
  })

  it('gives a self-contained subset for every relative, exactly when a kinship is named', () => {
    const kinships = calculateKinships('main', data, { show_in_law: true })
    for (const person of data) {
      const subset = getKinshipsDataStash('main', person.id, data)
      expect({ id: person.id, named: person.id in kinships }).toEqual({ id: person.id, named: subset.length > 0 })
      if (subset.length === 0) continue
      expect({ id: person.id, problems: relationProblems(subset) }).toEqual({ id: person.id, problems: [] })
      const ids = subset.map((d) => d.id)
      expect(ids).toContain('main')
      expect(ids).toContain(person.id)
    }
  })

  it('returns new objects in data order and leaves the input unchanged', () => {
    const json = JSON.stringify(data)
    const subset = getKinshipsDataStash('main', 'uncle', data)
    expect(subset.map((d) => d.id)).toEqual(data.map((d) => d.id).filter((id) => subset.some((d) => d.id === id)))
    for (const d of subset) {
      const original = data.find((x) => x.id === d.id)!
      expect(d).not.toBe(original)
      expect(d.data).not.toBe(original.data)
      expect(d.data).toEqual(original.data)
    }
    subset[0].data['first name'] = 'changed'
    expect(JSON.stringify(data)).toBe(json)
  })

  it('reads one-sided relations and terminates on cycles', () => {
    const people: Data = [
      { id: 'me', data: { gender: 'F' }, rels: { father: 'dad' } },
      { id: 'dad', data: { gender: 'M' }, rels: { father: 'me', children: ['bro'] } },
      { id: 'bro', data: { gender: 'M' }, rels: { spouses: ['broWife', 'ghost'] } },
      { id: 'broWife', data: { gender: 'F' }, rels: {} },
    ]
    const subset = getKinshipsDataStash('me', 'bro', people)
    expect(idsOf(subset)).toEqual(sorted('me', 'dad', 'bro'))
    expect(relationProblems(subset)).toEqual([])
    expect(idsOf(getKinshipsDataStash('me', 'broWife', people))).toEqual(sorted('me', 'dad', 'bro', 'broWife'))
  })
})
