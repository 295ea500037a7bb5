// Kinship labels on a hand-built family: direct line, siblings, uncles, nephews, cousins, half kin and in-laws.
import { calculateKinships } from '../../../src/data/kinship/calculate-kinships'
import type { Data, Datum } from '../../../src/data/types'
import { FamilyBuilder, bigFamily, deepFreeze } from './family'

const BLOOD: Record<string, string> = {
  main: 'self',
  dad: 'father',
  mom: 'mother',
  gf: 'grandfather',
  gm: 'grandmother',
  mgf: 'grandfather',
  mgm: 'grandmother',
  ggf: 'great-grandfather',
  ggm: 'great-grandmother',
  gggf: '2nd great-grandfather',
  gggm: '2nd great-grandmother',
  son: 'son',
  daughter: 'daughter',
  grandson: 'grandson',
  greatGranddaughter: 'great-granddaughter',
  ggGrandson: '2nd great-grandson',
  brother: 'brother',
  sister: 'sister',
  halfBrother: 'half-brother',
  halfSister: 'half-sister',
  uncle: 'uncle',
  aunt: 'aunt',
  greatUncle: 'great-uncle',
  halfUncle: 'half-uncle',
  nephew: 'nephew',
  niece: 'niece',
  grandnephew: 'grandnephew',
  greatGrandniece: 'great-grandniece',
  cousin: '1st cousin',
  cousinSon: '1st cousin once removed',
  cousinGrandson: '1st cousin twice removed',
  halfCousin: '1st half-cousin',
  gu1: '1st cousin once removed',
  gu2: '2nd cousin',
  gu3: '2nd cousin once removed',
  gu4: '2nd cousin twice removed',
  wife: 'wife',
}

const IN_LAWS: Record<string, string> = {
  wifeFather: 'father-in-law',
  wifeMother: 'mother-in-law',
  wifeBrother: 'brother-in-law',
  wifeSister: 'sister-in-law',
  brotherWife: 'sister-in-law',
  sisterHusband: 'brother-in-law',
  sonInLaw: 'son-in-law',
  daughterInLaw: 'daughter-in-law',
}

/**
 * Every kind of kinship name the editing issue lists, in its prose form, with the person of bigFamily() who has it
 * and the label the library writes. Generations above great- take a count prefix: a great-great-grandmother is the
 * '2nd great-grandmother'.
 */
const ISSUE_NAMES: [prose: string, id: string, label: string][] = [
  ['father', 'dad', 'father'],
  ['mother', 'mom', 'mother'],
  ['grandfather', 'gf', 'grandfather'],
  ['grandmother', 'mgm', 'grandmother'],
  ['great-grandfather', 'ggf', 'great-grandfather'],
  ['great-grandmother', 'ggm', 'great-grandmother'],
  ['great-great-grandfather', 'gggf', '2nd great-grandfather'],
  ['great-great-grandmother', 'gggm', '2nd great-grandmother'],
  ['uncle', 'uncle', 'uncle'],
  ['aunt', 'aunt', 'aunt'],
  ['great-uncle', 'greatUncle', 'great-uncle'],
  ['nephew', 'nephew', 'nephew'],
  ['niece', 'niece', 'niece'],
  ['grandnephew', 'grandnephew', 'grandnephew'],
  ['great-grandniece', 'greatGrandniece', 'great-grandniece'],
  ['first cousin', 'cousin', '1st cousin'],
  ['first cousin once removed', 'cousinSon', '1st cousin once removed'],
  ['first cousin twice removed', 'cousinGrandson', '1st cousin twice removed'],
  ['second cousin', 'gu2', '2nd cousin'],
  ['second cousin once removed', 'gu3', '2nd cousin once removed'],
  ['second cousin twice removed', 'gu4', '2nd cousin twice removed'],
  ['half-brother', 'halfBrother', 'half-brother'],
  ['half-sister', 'halfSister', 'half-sister'],
  ['half-uncle', 'halfUncle', 'half-uncle'],
  ['half-cousin', 'halfCousin', '1st half-cousin'],
  ['father-in-law', 'wifeFather', 'father-in-law'],
  ['mother-in-law', 'wifeMother', 'mother-in-law'],
  ['brother-in-law', 'wifeBrother', 'brother-in-law'],
  ['sister-in-law', 'wifeSister', 'sister-in-law'],
  ["sister-in-law (brother's wife)", 'brotherWife', 'sister-in-law'],
  ['son-in-law', 'sonInLaw', 'son-in-law'],
  ['daughter-in-law', 'daughterInLaw', 'daughter-in-law'],
]

const NEVER = ['stranger', 'strangerKid', 'uncleWife', 'auntHusband', 'gfSecondWife', 'stepmom', 'otherDad']

describe('calculateKinships', () => {
  const data = deepFreeze(bigFamily())

  it('names every blood relative and the spouse, and nobody else, without in-laws', () => {
    expect(calculateKinships('main', data)).toEqual(BLOOD)
    expect(calculateKinships('main', data, { show_in_law: false })).toEqual(BLOOD)
  })

  it('adds parents-, siblings- and children-in-law with show_in_law', () => {
    const kinships = calculateKinships('main', data, { show_in_law: true })
    expect(kinships).toEqual({ ...BLOOD, ...IN_LAWS })
    for (const id of NEVER) expect(kinships).not.toHaveProperty(id)
  })

  it('covers every kinship name of the editing issue on one family of at least 30 people', () => {
    expect(data.length).toBeGreaterThanOrEqual(30)
    const kinships = calculateKinships('main', data, { show_in_law: true })
    const got = ISSUE_NAMES.map(([prose, id]) => [prose, kinships[id]])
    expect(got).toEqual(ISSUE_NAMES.map(([prose, , label]) => [prose, label]))
    for (const [, id, label] of ISSUE_NAMES) expect({ ...BLOOD, ...IN_LAWS }[id]).toBe(label)
  })

  it('leaves unrelated people and spouses of other relatives out', () => {
    const kinships = calculateKinships('main', data)
    for (const id of [...NEVER, ...Object.keys(IN_LAWS)]) expect(kinships).not.toHaveProperty(id)
  })

  it('names relations from other people’s point of view', () => {
    expect(calculateKinships('nephew', data)).toMatchObject({
      main: 'uncle',
      sister: 'aunt',
      dad: 'grandfather',
      nephew: 'self',
      halfBrother: 'half-uncle',
    })
    expect(calculateKinships('halfCousin', data)).toMatchObject({
      main: '1st half-cousin',
      dad: 'half-uncle',
      aunt: 'half-aunt',
      gf: 'grandfather',
    })
    expect(calculateKinships('gu4', data)).toMatchObject({
      main: '2nd cousin twice removed',
      gf: '3rd great-uncle',
      ggf: '3rd great-grandfather',
      gggf: '4th great-grandfather',
    })
    expect(calculateKinships('halfBrother', data)).toMatchObject({
      main: 'half-brother',
      sister: 'half-sister',
      nephew: 'half-nephew',
    })
    expect(calculateKinships('halfBrother', data)).not.toHaveProperty('mom')
    expect(calculateKinships('wife', data)).toMatchObject({ main: 'husband', son: 'son', wifeBrother: 'brother' })
    expect(calculateKinships('greatGrandniece', data)).toMatchObject({
      main: '2nd great-uncle',
      sister: 'great-grandmother',
    })
  })

  it('names in-laws from the spouse side and the married-in side', () => {
    const fromWifeFather = calculateKinships('wifeFather', data, { show_in_law: true })
    expect(fromWifeFather).toMatchObject({ main: 'son-in-law', wife: 'daughter', son: 'grandson' })
    const fromSonInLaw = calculateKinships('sonInLaw', data, { show_in_law: true })
    expect(fromSonInLaw).toMatchObject({
      daughter: 'wife',
      main: 'father-in-law',
      wife: 'mother-in-law',
      son: 'brother-in-law',
    })
  })

  it('uses neutral words when the gender is unknown', () => {
    const people: Data = new FamilyBuilder()
      .person('p', 'M')
      .child('x', 'M', 'p')
      .child('y', 'M', 'p')
      .child('z', 'M', 'x')
      .person('s', 'M')
      .marry('x', 's')
      .build()
    for (const d of people) if (d.id !== 'x') delete (d.data as Partial<Datum['data']>).gender
    expect(calculateKinships('x', people)).toEqual({ x: 'self', p: 'parent', y: 'sibling', z: 'child', s: 'spouse' })
    expect(calculateKinships('z', people)).toMatchObject({ p: 'grandparent', y: 'pibling' })
    expect(calculateKinships('y', people)).toMatchObject({ z: 'nibling' })
  })

  it('reads one-sided and dangling relations', () => {
    const people: Data = [
      { id: 'me', data: { gender: 'F' }, rels: { father: 'dad', mother: 'ghost' } },
      { id: 'dad', data: { gender: 'M' }, rels: { children: ['bro'], spouses: ['nobody'] } },
      { id: 'bro', data: { gender: 'M' }, rels: {} },
      { id: 'husband', data: { gender: 'M' }, rels: { spouses: ['me'] } },
    ]
    expect(calculateKinships('me', people)).toEqual({ me: 'self', dad: 'father', bro: 'brother', husband: 'husband' })
  })

  it('calls siblings full when both share their only known parent, half when another parent is known', () => {
    const people = new FamilyBuilder()
      .person('mom', 'F')
      .child('a', 'F', undefined, 'mom')
      .child('b', 'M', undefined, 'mom')
      .person('otherDad', 'M')
      .child('c', 'F', 'otherDad', 'mom')
      .build()
    expect(calculateKinships('a', people)).toEqual({ a: 'self', mom: 'mother', b: 'brother', c: 'half-sister' })
  })

  it('terminates on cyclic parent links', () => {
    const people: Data = [
      { id: 'main', data: { gender: 'M' }, rels: { father: 'a', children: ['kid'] } },
      { id: 'a', data: { gender: 'M' }, rels: { father: 'b' } },
      { id: 'b', data: { gender: 'M' }, rels: { father: 'a' } },
      { id: 'kid', data: { gender: 'F' }, rels: { father: 'main', children: ['main'] } },
      { id: 'loner', data: { gender: 'F' }, rels: { father: 'loner', children: ['loner'] } },
    ]
    const kinships = calculateKinships('main', people)
    expect(kinships).toMatchObject({ main: 'self', a: 'father', b: 'grandfather', kid: 'daughter' })
    expect(kinships).not.toHaveProperty('loner')
  })

  it('terminates on a long ancestor ring', () => {
    const n = 2000
    const people: Data = Array.from({ length: n }, (_, i) => ({
      id: `p${i}`,
      data: { gender: 'M' as const },
      rels: { father: `p${(i + 1) % n}` },
    }))
    const kinships = calculateKinships('p0', people)
    expect(Object.keys(kinships)).toHaveLength(n)
    expect(kinships.p0).toBe('self')
    expect(kinships.p1).toBe('father')
    expect(kinships[`p${n - 1}`]).toBe('son')
  })

  it('names distant relatives correctly in a family of 19,000 people', () => {
    // Ten generations of couples with three children each, every child marrying someone from outside.
    const b = new FamilyBuilder().person('root', 'M').person('rootWife', 'F').marry('root', 'rootWife')
    let couples: [string, string][] = [['root', 'rootWife']]
    let count = 2
    for (let gen = 0; gen < 8; gen++) {
      const next: [string, string][] = []
      for (const [f, m] of couples) {
        for (let k = 0; k < 3; k++) {
          const id = `g${gen}_${count++}`
          b.child(id, 'M', f, m).person(`${id}w`, 'F').marry(id, `${id}w`)
          count++
          next.push([id, `${id}w`])
        }
      }
      couples = next
    }
    const people = b.build()
    expect(people.length).toBeGreaterThan(19000)
    const mainId = couples[0][0]
    // Speed is measured in bench/; here only the answers on a large family.
    const kinships = calculateKinships(mainId, people, { show_in_law: true })
    expect(kinships.root).toBe('6th great-grandfather')
    expect(kinships[couples[couples.length - 1][0]]).toBe('7th cousin')
  })

  it('returns an empty map for an unknown main id and does not change the data', () => {
    const json = JSON.stringify(data)
    expect(calculateKinships('nobody', data)).toEqual({})
    calculateKinships('main', data, { show_in_law: true })
    expect(JSON.stringify(data)).toBe(json)
  })
})
