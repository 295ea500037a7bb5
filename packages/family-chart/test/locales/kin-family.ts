// One family for every locale's kinship words: four generations up on the father's side, both sides' uncles, aunts
// and cousins (elder and younger, by birth dates), second and third cousins, removed cousins both ways, nephews,
// in-laws on every side, a half-brother, a stepmother and a stepson. Ego is 'me', a man born 1980.
import type { Data, Datum } from '../../src/data/types'

type Sex = 'M' | 'F'

function familyBuilder() {
  const people = new Map<string, Datum>()
  const get = (id: string) => people.get(id)!
  const api = {
    person(id: string, sex: Sex, birthday?: string) {
      people.set(id, { id, data: { gender: sex, 'first name': id, ...(birthday ? { birthday } : {}) }, rels: {} })
      return api
    },
    marry(a: string, b: string) {
      for (const [x, y] of [
        [a, b],
        [b, a],
      ])
        (get(x).rels.spouses ??= []).push(y)
      return api
    },
    child(id: string, sex: Sex, parents: { father?: string; mother?: string }, birthday?: string) {
      api.person(id, sex, birthday)
      for (const role of ['father', 'mother'] as const) {
        const parent = parents[role]
        if (!parent) continue
        get(id).rels[role] = parent
        ;(get(parent).rels.children ??= []).push(id)
      }
      return api
    },
    build: (): Data => [...people.values()],
  }
  return api
}

export function kinFamily(): Data {
  return (
    familyBuilder()
      // The father's line up to a great-great-grandfather, and its branches: third and second cousins.
      .person('pgggf', 'M')
      .child('pggf', 'M', { father: 'pgggf' })
      .child('pgggfSon', 'M', { father: 'pgggf' })
      .child('tc1', 'M', { father: 'pgggfSon' })
      .child('tc2', 'F', { father: 'tc1' })
      .child('thirdCousin', 'F', { mother: 'tc2' })
      .child('pgf', 'M', { father: 'pggf' }, '1922')
      .child('greatUncle', 'M', { father: 'pggf' }, '1920')
      .child('guChild', 'F', { father: 'greatUncle' })
      .child('secondCousin', 'M', { mother: 'guChild' })
      .child('secondCousinSon', 'M', { father: 'secondCousin' })
      .person('pgm', 'F')
      .marry('pgf', 'pgm')
      .child('uncleElder', 'M', { father: 'pgf', mother: 'pgm' }, '1946')
      .child('auntPaternal', 'F', { father: 'pgf', mother: 'pgm' }, '1948')
      .child('dad', 'M', { father: 'pgf', mother: 'pgm' }, '1950-03-01')
      .child('uncleYounger', 'M', { father: 'pgf', mother: 'pgm' }, '1955')
      .person('uncleElderWife', 'F')
      .marry('uncleElder', 'uncleElderWife')
      .child('cousinPatM', 'M', { father: 'uncleElder', mother: 'uncleElderWife' }, '1975')
      .child('cousinPatF', 'F', { father: 'uncleElder', mother: 'uncleElderWife' }, '1985')
      .child('cousinPatMSon', 'M', { father: 'cousinPatM' })
      .child('cousinAuntF', 'F', { mother: 'auntPaternal' }, '1982')
      // The mother's side.
      .person('mggm', 'F')
      .person('mgf', 'M')
      .child('mgm', 'F', { mother: 'mggm' })
      .marry('mgf', 'mgm')
      .child('uncleMaternal', 'M', { father: 'mgf', mother: 'mgm' }, '1950')
      .child('mom', 'F', { father: 'mgf', mother: 'mgm' }, '1952')
      .child('auntMaternal', 'F', { father: 'mgf', mother: 'mgm' }, '1956')
      .child('cousinMatM', 'M', { father: 'uncleMaternal' }, '1979')
      .child('cousinMatF', 'F', { mother: 'auntMaternal' }, '1981')
      // Ego's parents, siblings, a half-brother by the father's second wife, nephews and nieces.
      .marry('dad', 'mom')
      .person('stepmother', 'F')
      .marry('dad', 'stepmother')
      .child('brother', 'M', { father: 'dad', mother: 'mom' }, '1977')
      .child('me', 'M', { father: 'dad', mother: 'mom' }, '1980-06-15')
      .child('sister', 'F', { father: 'dad', mother: 'mom' }, '1984')
      .child('halfBrother', 'M', { father: 'dad', mother: 'stepmother' }, '1990')
      .person('brotherWife', 'F')
      .marry('brother', 'brotherWife')
      .child('nephew', 'M', { father: 'brother', mother: 'brotherWife' })
      .child('grandnephew', 'M', { father: 'nephew' })
      .person('sisterHusband', 'M')
      .marry('sister', 'sisterHusband')
      .child('niece', 'F', { father: 'sisterHusband', mother: 'sister' })
      // The wife, her family and her son from before; the children, their spouses and grandchildren.
      .person('wifeFather', 'M')
      .person('wifeMother', 'F')
      .marry('wifeFather', 'wifeMother')
      .child('wifeBrother', 'M', { father: 'wifeFather', mother: 'wifeMother' }, '1979')
      .child('wife', 'F', { father: 'wifeFather', mother: 'wifeMother' }, '1982')
      .child('wifeSister', 'F', { father: 'wifeFather', mother: 'wifeMother' }, '1985')
      .marry('me', 'wife')
      .child('stepson', 'M', { mother: 'wife' })
      .child('son', 'M', { father: 'me', mother: 'wife' })
      .child('daughter', 'F', { father: 'me', mother: 'wife' })
      .person('sonWife', 'F')
      .marry('son', 'sonWife')
      .child('grandson', 'M', { father: 'son', mother: 'sonWife' })
      .child('greatGrandson', 'M', { father: 'grandson' })
      .person('daughterHusband', 'M')
      .marry('daughter', 'daughterHusband')
      .child('granddaughter', 'F', { father: 'daughterHusband', mother: 'daughter' })
      .person('stranger', 'M')
      .build()
  )
}

/** Every relative the locale tests name, in the order of their tables. */
export const RELATIVES = [
  'me',
  'dad',
  'mom',
  'pgf',
  'pgm',
  'mgf',
  'mgm',
  'pggf',
  'mggm',
  'pgggf',
  'son',
  'daughter',
  'grandson',
  'granddaughter',
  'greatGrandson',
  'brother',
  'sister',
  'halfBrother',
  'uncleElder',
  'uncleYounger',
  'auntPaternal',
  'uncleMaternal',
  'auntMaternal',
  'greatUncle',
  'cousinPatM',
  'cousinPatF',
  'cousinAuntF',
  'cousinMatM',
  'cousinMatF',
  'guChild',
  'cousinPatMSon',
  'secondCousin',
  'secondCousinSon',
  'thirdCousin',
  'nephew',
  'niece',
  'grandnephew',
  'wife',
  'wifeFather',
  'wifeMother',
  'wifeBrother',
  'wifeSister',
  'brotherWife',
  'sisterHusband',
  'sonWife',
  'daughterHusband',
  'stepmother',
  'stepson',
] as const

export type Relative = (typeof RELATIVES)[number]
