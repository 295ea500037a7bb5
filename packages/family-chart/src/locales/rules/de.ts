// German kinship words: Onkel / Tante, Neffe / Nichte and Cousin / Cousine of a degree ("Tante 2. Grades").
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, repeat, shapeOf } from './shared'

const degree = (d: number) => (d >= 2 ? ` ${d}. Grades` : '')

/** "Großvater", "Urgroßvater", "Ururgroßvater": `word` is the grand- form, `greats` the Ur- count. */
const ur = (greats: number, word: string) => (greats > 0 ? 'Ur' + repeat('ur', greats - 1) + word.toLowerCase() : word)

function blood(r: KinshipRelation): string {
  const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
  const half = (word: string) => (r.half ? 'Halb' + word.toLowerCase() : word)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'selbst'
    case 'ancestor':
      if (shape.generations === 1) return s('Vater', 'Mutter', 'Elternteil')
      return ur(shape.generations - 2, s('Großvater', 'Großmutter', 'Großelternteil'))
    case 'descendant':
      if (shape.generations === 1) return s('Sohn', 'Tochter', 'Kind')
      return ur(shape.generations - 2, s('Enkel', 'Enkelin', 'Enkelkind'))
    case 'sibling':
      return half(s('Bruder', 'Schwester', 'Geschwisterteil'))
    case 'cousin':
      return half(s('Cousin', 'Cousine', 'Cousin/Cousine')) + degree(shape.degree)
    case 'uncle': {
      const word =
        shape.greats === 0
          ? s('Onkel', 'Tante', 'Onkel/Tante')
          : ur(shape.greats - 1, s('Großonkel', 'Großtante', 'Großonkel/Großtante'))
      return half(word) + degree(shape.degree)
    }
    case 'nephew': {
      const word =
        shape.greats === 0
          ? s('Neffe', 'Nichte', 'Neffe/Nichte')
          : ur(shape.greats - 1, s('Großneffe', 'Großnichte', 'Großneffe/Großnichte'))
      return half(word) + degree(shape.degree)
    }
    default:
      return s('Verwandter', 'Verwandte', 'Verwandte(r)')
  }
}

/** German kinship words. @since next */
export const deKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('Ehemann', 'Ehefrau', 'Ehepartner')
      case 'inLawParent':
        return s('Schwiegervater', 'Schwiegermutter', 'Schwiegerelternteil')
      case 'inLawChild':
        return s('Schwiegersohn', 'Schwiegertochter', 'Schwiegerkind')
      case 'inLawSibling':
        return s('Schwager', 'Schwägerin', 'Schwager/Schwägerin')
      case 'stepParent':
        return s('Stiefvater', 'Stiefmutter', 'Stiefelternteil')
      case 'stepChild':
        return s('Stiefsohn', 'Stieftochter', 'Stiefkind')
      default:
        return r.marriage || r.step ? s('Verwandter', 'Verwandte', 'Verwandte(r)') : blood(r)
    }
  },
}
