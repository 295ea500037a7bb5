// French kinship words: cousins germains and issus de germains, "à la mode de Bretagne" one generation apart.
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, repeat, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

/** First, second and third cousins; further ones by their degree. */
function cousin(r: KinshipRelation, degree: number): string {
  const s = (m: string, f: string) => bySex(r.sex, m, f, `${m} ou ${f}`)
  if (degree === 1) return s('cousin germain', 'cousine germaine')
  if (degree === 2) return s('cousin issu de germain', 'cousine issue de germain')
  if (degree === 3) return s("cousin issu d'issu de germain", "cousine issue d'issu de germain")
  return s(`cousin au ${degree}e degré`, `cousine au ${degree}e degré`)
}

const apart = (generations: number) => `${generations} génération${generations > 1 ? 's' : ''} d'écart`

function collateral(r: KinshipRelation, base: Words, grand: Words, degree: number, greats: number): string {
  const words = greats === 0 ? base : grand
  const word = repeat('arrière-', greats - 1) + bySex(r.sex, ...words)
  if (degree === 1) return word
  // Parents' first cousins and first cousins' children are the "oncles" and "neveux à la mode de Bretagne".
  if (degree === 2) return `${word} à la mode de Bretagne`
  return `${cousin(r, degree - 1)}, ${apart(greats + 1)}`
}

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'soi-même'
    case 'ancestor':
      if (shape.generations === 1) return s('père', 'mère', 'parent')
      return repeat('arrière-', shape.generations - 2) + s('grand-père', 'grand-mère', 'grand-parent')
    case 'descendant':
      if (shape.generations === 1) return s('fils', 'fille', 'enfant')
      return repeat('arrière-', shape.generations - 2) + s('petit-fils', 'petite-fille', 'petit-enfant')
    case 'sibling':
      return r.half ? s('demi-frère', 'demi-sœur', 'demi-frère ou demi-sœur') : s('frère', 'sœur', 'frère ou sœur')
    case 'cousin':
      return cousin(r, shape.degree)
    case 'uncle':
      return collateral(
        r,
        ['oncle', 'tante', 'oncle ou tante'],
        ['grand-oncle', 'grand-tante', 'grand-oncle ou grand-tante'],
        shape.degree,
        shape.greats,
      )
    case 'nephew':
      return collateral(
        r,
        ['neveu', 'nièce', 'neveu ou nièce'],
        ['petit-neveu', 'petite-nièce', 'petit-neveu ou petite-nièce'],
        shape.degree,
        shape.greats,
      )
    default:
      return 'parent'
  }
}

/** French kinship words. @since next */
export const frKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('mari', 'épouse', 'conjoint')
      case 'inLawParent':
      case 'stepParent':
        return s('beau-père', 'belle-mère', 'beau-parent')
      case 'inLawChild':
        return s('gendre', 'belle-fille', 'gendre ou belle-fille')
      case 'inLawSibling':
        return s('beau-frère', 'belle-sœur', 'beau-frère ou belle-sœur')
      case 'stepChild':
        return s('beau-fils', 'belle-fille', 'enfant du conjoint')
      default:
        return r.marriage || r.step ? 'parent par alliance' : blood(r)
    }
  },
}
