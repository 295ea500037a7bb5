// Italian kinship words: nipote for both a grandchild and a nephew, cugini and zii "di secondo grado", prozio.
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

const ORDINALS = ['', 'primo', 'secondo', 'terzo', 'quarto', 'quinto', 'sesto', 'settimo', 'ottavo', 'nono', 'decimo']
const grade = (n: number) => ` di ${ORDINALS[n] ?? `${n}°`} grado`

const ANCESTORS: Words[] = [
  ['padre', 'madre', 'genitore'],
  ['nonno', 'nonna', 'nonno o nonna'],
  ['bisnonno', 'bisnonna', 'bisnonno o bisnonna'],
  ['trisnonno', 'trisnonna', 'trisnonno o trisnonna'],
]
const DESCENDANTS: Words[] = [
  ['figlio', 'figlia', 'figlio o figlia'],
  ['nipote', 'nipote', 'nipote'],
  ['pronipote', 'pronipote', 'pronipote'],
]

function line(r: KinshipRelation, words: Words[], generations: number, far: string): string {
  const w = words[generations - 1]
  return w ? bySex(r.sex, ...w) : `${far} di ${generations} generazioni`
}

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'sé stesso'
    case 'ancestor':
      return line(r, ANCESTORS, shape.generations, 'antenato')
    case 'descendant':
      return line(r, DESCENDANTS, shape.generations, 'discendente')
    case 'sibling':
      // "Fratellastro" is first of all a brother by one parent only.
      return r.half
        ? s('fratellastro', 'sorellastra', 'fratellastro o sorellastra')
        : s('fratello', 'sorella', 'fratello o sorella')
    case 'cousin':
      return s('cugino', 'cugina', 'cugino o cugina') + (shape.degree >= 2 ? grade(shape.degree) : '')
    case 'uncle': {
      const word = shape.greats === 0 ? s('zio', 'zia', 'zio o zia') : s('prozio', 'prozia', 'prozio o prozia')
      const far = shape.greats > 1 ? ` (${shape.greats + 1} generazioni)` : ''
      return word + (shape.degree >= 2 ? grade(shape.degree) : '') + far
    }
    case 'nephew': {
      const word = shape.greats === 0 ? 'nipote' : 'pronipote'
      const far = shape.greats > 1 ? ` (${shape.greats + 1} generazioni)` : ''
      return word + (shape.degree >= 2 ? grade(shape.degree) : '') + far
    }
    default:
      return 'parente'
  }
}

/** Italian kinship words. @since next */
export const itKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('marito', 'moglie', 'coniuge')
      case 'inLawParent':
        return s('suocero', 'suocera', 'suocero o suocera')
      case 'inLawChild':
        return s('genero', 'nuora', 'genero o nuora')
      case 'inLawSibling':
        return s('cognato', 'cognata', 'cognato o cognata')
      case 'stepParent':
        return s('patrigno', 'matrigna', 'patrigno o matrigna')
      case 'stepChild':
        return s('figliastro', 'figliastra', 'figliastro o figliastra')
      default:
        return r.marriage || r.step ? 'parente acquisito' : blood(r)
    }
  },
}
