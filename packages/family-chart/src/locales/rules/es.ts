// Spanish kinship words: primos hermanos, segundos, terceros; tíos and sobrinos of a degree ("tía segunda").
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

const ORDINALS = ['', '', 'segund', 'tercer', 'cuart', 'quint', 'sext', 'séptim', 'octav', 'noven', 'décim']

/** "segundo" / "segunda"; "tercero" / "tercera" after the noun; the 11th and on by number. */
function ordinal(r: KinshipRelation, n: number): string {
  if (n >= ORDINALS.length) return `de ${n}.º grado`
  return ORDINALS[n] + bySex(r.sex, 'o', 'a', 'o')
}

/** The ancestor words in order: padre, abuelo, bisabuelo, tatarabuelo, trastatarabuelo. */
const ANCESTORS: Words[] = [
  ['padre', 'madre', 'progenitor'],
  ['abuelo', 'abuela', 'abuelo o abuela'],
  ['bisabuelo', 'bisabuela', 'bisabuelo o bisabuela'],
  ['tatarabuelo', 'tatarabuela', 'tatarabuelo o tatarabuela'],
  ['trastatarabuelo', 'trastatarabuela', 'trastatarabuelo o trastatarabuela'],
]
const DESCENDANTS: Words[] = [
  ['hijo', 'hija', 'hijo o hija'],
  ['nieto', 'nieta', 'nieto o nieta'],
  ['bisnieto', 'bisnieta', 'bisnieto o bisnieta'],
  ['tataranieto', 'tataranieta', 'tataranieto o tataranieta'],
  ['trastataranieto', 'trastataranieta', 'trastataranieto o trastataranieta'],
]

function line(r: KinshipRelation, words: Words[], generations: number, far: string): string {
  const w = words[generations - 1]
  return w ? bySex(r.sex, ...w) : `${far} de ${generations} generaciones`
}

/** "tío abuelo segundo": the collateral word, the generations beyond it as abuelo / nieto words, and the degree. */
function collateral(r: KinshipRelation, base: Words, beyond: Words[], degree: number, greats: number): string {
  const word = bySex(r.sex, ...base)
  const far =
    greats > 0 ? ' ' + (beyond[greats] ? bySex(r.sex, ...beyond[greats]) : `de ${greats + 1} generaciones`) : ''
  return word + far + (degree >= 2 ? ` ${ordinal(r, degree)}` : '')
}

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'uno mismo'
    case 'ancestor':
      return line(r, ANCESTORS, shape.generations, 'antepasado')
    case 'descendant':
      return line(r, DESCENDANTS, shape.generations, 'descendiente')
    case 'sibling':
      return r.half
        ? s('medio hermano', 'media hermana', 'medio hermano o media hermana')
        : s('hermano', 'hermana', 'hermano o hermana')
    case 'cousin':
      return (
        s('primo', 'prima', 'primo o prima') +
        ' ' +
        (shape.degree === 1 ? s('hermano', 'hermana', 'hermano') : ordinal(r, shape.degree))
      )
    case 'uncle':
      return collateral(r, ['tío', 'tía', 'tío o tía'], ANCESTORS, shape.degree, shape.greats)
    case 'nephew':
      return collateral(r, ['sobrino', 'sobrina', 'sobrino o sobrina'], DESCENDANTS, shape.degree, shape.greats)
    default:
      return 'pariente'
  }
}

/** Spanish kinship words. @since next */
export const esKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('esposo', 'esposa', 'cónyuge')
      case 'inLawParent':
        return s('suegro', 'suegra', 'suegro o suegra')
      case 'inLawChild':
        return s('yerno', 'nuera', 'yerno o nuera')
      case 'inLawSibling':
        return s('cuñado', 'cuñada', 'cuñado o cuñada')
      case 'stepParent':
        return s('padrastro', 'madrastra', 'padrastro o madrastra')
      case 'stepChild':
        return s('hijastro', 'hijastra', 'hijastro o hijastra')
      default:
        return r.marriage || r.step ? 'pariente político' : blood(r)
    }
  },
}
