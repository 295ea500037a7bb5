// Dutch kinship words: neef and nicht for cousins and for nephews and nieces alike, oudoom, achterneef; a parent's
// cousin or a cousin's child said through that person ("nicht van vader", "zoon van een neef").
import type { KinshipRelation, KinshipRules } from '../types'
import { ancestorSex, bySex, parentOnTheWay, seenFromAncestor, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

const ANCESTORS: Words[] = [
  ['vader', 'moeder', 'ouder'],
  ['grootvader', 'grootmoeder', 'grootouder'],
  ['overgrootvader', 'overgrootmoeder', 'overgrootouder'],
  ['betovergrootvader', 'betovergrootmoeder', 'betovergrootouder'],
  ['oudovergrootvader', 'oudovergrootmoeder', 'oudovergrootouder'],
]
const DESCENDANTS: Words[] = [
  ['zoon', 'dochter', 'kind'],
  ['kleinzoon', 'kleindochter', 'kleinkind'],
  ['achterkleinzoon', 'achterkleindochter', 'achterkleinkind'],
  ['achterachterkleinzoon', 'achterachterkleindochter', 'achterachterkleinkind'],
]

function line(sex: KinshipRelation['sex'], words: Words[], generations: number, far: string): string {
  const w = words[generations - 1]
  return w ? bySex(sex, ...w) : `${far} (${generations} generaties)`
}

/** Neef / nicht, achterneef / achternicht, achterachterneef ... by the cousins' degree. */
const cousin = (r: KinshipRelation, degree: number) =>
  'achter'.repeat(degree - 1) + bySex(r.sex, 'neef', 'nicht', 'neef of nicht')

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'zelf'
    case 'ancestor':
      return line(r.sex, ANCESTORS, shape.generations, 'voorouder')
    case 'descendant':
      return line(r.sex, DESCENDANTS, shape.generations, 'nakomeling')
    case 'sibling':
      return (r.half ? 'half' : '') + s('broer', 'zus', 'broer of zus')
    case 'cousin':
      return cousin(r, shape.degree)
    case 'uncle': {
      if (shape.degree === 1 && shape.greats === 0) return s('oom', 'tante', 'oom of tante')
      if (shape.degree === 1 && shape.greats === 1) return s('oudoom', 'oudtante', 'oudoom of oudtante')
      const seen = seenFromAncestor(r, shape.greats + 1)
      return `${blood(seen)} van ${line(ancestorSex(r, shape.greats + 1), ANCESTORS, shape.greats + 1, 'voorouder')}`
    }
    case 'nephew': {
      if (shape.degree === 1 && shape.greats === 0) return s('neef', 'nicht', 'neef of nicht')
      if (shape.degree === 1 && shape.greats === 1) return s('achterneef', 'achternicht', 'achterneef of achternicht')
      return `${s('zoon', 'dochter', 'kind')} van een ${blood(parentOnTheWay(r))}`
    }
    default:
      return 'familielid'
  }
}

/** Dutch kinship words. @since next */
export const nlKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('echtgenoot', 'echtgenote', 'echtgenoot of echtgenote')
      case 'inLawParent':
        return s('schoonvader', 'schoonmoeder', 'schoonouder')
      case 'inLawChild':
        return s('schoonzoon', 'schoondochter', 'schoonkind')
      case 'inLawSibling':
        return s('zwager', 'schoonzus', 'zwager of schoonzus')
      case 'stepParent':
        return s('stiefvader', 'stiefmoeder', 'stiefouder')
      case 'stepChild':
        return s('stiefzoon', 'stiefdochter', 'stiefkind')
      default:
        return r.marriage || r.step ? 'aangetrouwd familielid' : blood(r)
    }
  },
}
