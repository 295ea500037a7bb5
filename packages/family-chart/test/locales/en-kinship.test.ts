// English kinship words: the test family's table, and the same words as calculateKinships on many families.
import { calculateKinships } from '../../src/data/kinship/calculate-kinships'
import { en } from '../../src/locales/en'
import { kinshipWords } from '../../src/locales/kinship/words'
import { bigFamily } from '../data/kinship/family'
import { generateFamily } from '../fixtures/generate-family'
import { randomFamily } from '../fixtures/random-families'
import { checkKinshipWords } from './kinship-check'
import { kinFamily } from './kin-family'

describe('English kinship words on the test family', () => {
  checkKinshipWords(en, {
    me: 'self',
    dad: 'father',
    mom: 'mother',
    pgf: 'grandfather',
    pgm: 'grandmother',
    mgf: 'grandfather',
    mgm: 'grandmother',
    pggf: 'great-grandfather',
    mggm: 'great-grandmother',
    pgggf: '2nd great-grandfather',
    son: 'son',
    daughter: 'daughter',
    grandson: 'grandson',
    granddaughter: 'granddaughter',
    greatGrandson: 'great-grandson',
    brother: 'brother',
    sister: 'sister',
    halfBrother: 'half-brother',
    uncleElder: 'uncle',
    uncleYounger: 'uncle',
    auntPaternal: 'aunt',
    uncleMaternal: 'uncle',
    auntMaternal: 'aunt',
    greatUncle: 'great-uncle',
    cousinPatM: '1st cousin',
    cousinPatF: '1st cousin',
    cousinAuntF: '1st cousin',
    cousinMatM: '1st cousin',
    cousinMatF: '1st cousin',
    guChild: '1st cousin once removed',
    cousinPatMSon: '1st cousin once removed',
    secondCousin: '2nd cousin',
    secondCousinSon: '2nd cousin once removed',
    thirdCousin: '3rd cousin',
    nephew: 'nephew',
    niece: 'niece',
    grandnephew: 'grandnephew',
    wife: 'wife',
    wifeFather: 'father-in-law',
    wifeMother: 'mother-in-law',
    wifeBrother: 'brother-in-law',
    wifeSister: 'sister-in-law',
    brotherWife: 'sister-in-law',
    sisterHusband: 'brother-in-law',
    sonWife: 'daughter-in-law',
    daughterHusband: 'son-in-law',
    stepmother: 'stepmother',
    stepson: 'stepson',
  })
})

/** The English words of every person calculateKinships names, from the language-neutral records. */
function sameAsCalculateKinships(data: Parameters<typeof calculateKinships>[1], mainId: string, inLaws: boolean) {
  const library = calculateKinships(mainId, data, { show_in_law: inLaws })
  const words = kinshipWords(en, mainId, data, { inLaws, steps: false })
  expect(Object.keys(library).length).toBeGreaterThan(1)
  for (const id of Object.keys(library)) expect([id, words[id]]).toEqual([id, library[id]])
  // Nobody more either: without steps the records name exactly the people the library names.
  expect(Object.keys(words).sort()).toEqual(Object.keys(library).sort())
}

describe('the records in English say what calculateKinships says', () => {
  it.each([false, true])('on the kinship tests’ big family (in-laws %s)', (inLaws) => {
    for (const mainId of ['main', 'dad', 'gu4', 'wife']) sameAsCalculateKinships(bigFamily(), mainId, inLaws)
  })

  it.each([1, 2, 3, 4, 5, 6, 7, 8])('on random family %i, from several people', (seed) => {
    const data = randomFamily(seed)
    for (const person of data.filter((_, i) => i % 7 === 0)) sameAsCalculateKinships(data, person.id, true)
  })

  it('on a generated family of 300 people', () => {
    const data = generateFamily(300, 4)
    for (const person of data.filter((_, i) => i % 50 === 0)) sameAsCalculateKinships(data, person.id, true)
  })

  it('on the test family, step relations aside', () => {
    sameAsCalculateKinships(kinFamily(), 'me', true)
  })
})
