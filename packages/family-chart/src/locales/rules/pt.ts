// Portuguese kinship words: primos, tios and sobrinhos "em segundo grau"; tio-avô and sobrinho-neto.
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

const ORDINALS = [
  '',
  'primeiro',
  'segundo',
  'terceiro',
  'quarto',
  'quinto',
  'sexto',
  'sétimo',
  'oitavo',
  'nono',
  'décimo',
]
const grade = (n: number) => (ORDINALS[n] ? ` em ${ORDINALS[n]} grau` : ` em ${n}.º grau`)

const ANCESTORS: Words[] = [
  ['pai', 'mãe', 'progenitor'],
  ['avô', 'avó', 'avô ou avó'],
  ['bisavô', 'bisavó', 'bisavô ou bisavó'],
  ['trisavô', 'trisavó', 'trisavô ou trisavó'],
  ['tetravô', 'tetravó', 'tetravô ou tetravó'],
]
const DESCENDANTS: Words[] = [
  ['filho', 'filha', 'filho ou filha'],
  ['neto', 'neta', 'neto ou neta'],
  ['bisneto', 'bisneta', 'bisneto ou bisneta'],
  ['trineto', 'trineta', 'trineto ou trineta'],
  ['tetraneto', 'tetraneta', 'tetraneto ou tetraneta'],
]

function line(r: KinshipRelation, words: Words[], generations: number, far: string): string {
  const w = words[generations - 1]
  return w ? bySex(r.sex, ...w) : `${far} de ${generations} gerações`
}

/** "tio-avô", "sobrinha-neta", then the degree: "tia em segundo grau". */
function collateral(r: KinshipRelation, base: Words, beyond: Words[], degree: number, greats: number): string {
  const word = bySex(r.sex, ...base)
  const far = greats > 0 ? (beyond[greats] ? '-' + bySex(r.sex, ...beyond[greats]) : ` de ${greats + 1} gerações`) : ''
  return word + far + (degree >= 2 ? grade(degree) : '')
}

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'a própria pessoa'
    case 'ancestor':
      return line(r, ANCESTORS, shape.generations, 'antepassado')
    case 'descendant':
      return line(r, DESCENDANTS, shape.generations, 'descendente')
    case 'sibling':
      return r.half ? s('meio-irmão', 'meia-irmã', 'meio-irmão ou meia-irmã') : s('irmão', 'irmã', 'irmão ou irmã')
    case 'cousin':
      return s('primo', 'prima', 'primo ou prima') + (shape.degree >= 2 ? grade(shape.degree) : '')
    case 'uncle':
      return collateral(r, ['tio', 'tia', 'tio ou tia'], ANCESTORS, shape.degree, shape.greats)
    case 'nephew':
      return collateral(r, ['sobrinho', 'sobrinha', 'sobrinho ou sobrinha'], DESCENDANTS, shape.degree, shape.greats)
    default:
      return 'parente'
  }
}

/** Portuguese kinship words. @since next */
export const ptKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('marido', 'esposa', 'cônjuge')
      case 'inLawParent':
        return s('sogro', 'sogra', 'sogro ou sogra')
      case 'inLawChild':
        return s('genro', 'nora', 'genro ou nora')
      case 'inLawSibling':
        return s('cunhado', 'cunhada', 'cunhado ou cunhada')
      case 'stepParent':
        return s('padrasto', 'madrasta', 'padrasto ou madrasta')
      case 'stepChild':
        return s('enteado', 'enteada', 'enteado ou enteada')
      default:
        return r.marriage || r.step ? 'parente por afinidade' : blood(r)
    }
  },
}
