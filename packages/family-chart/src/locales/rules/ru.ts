// Russian kinship words: двоюродный, троюродный … by degree, единокровный / единоутробный half-siblings, and the
// in-laws that depend on whose family it is (тесть and тёща for a wife's parents, свёкор and свекровь for a husband's).
import type { KinshipRelation, KinshipRules } from '../types'
import { bySex, repeat, shapeOf } from './shared'

type Words = [male: string, female: string, unknown: string]

/** The degree adjective: 1 none (родной), 2 двоюродный, 3 троюродный, 4 четвероюродный ... in the relative's gender. */
const STEMS = ['', '', 'двоюродн', 'троюродн', 'четвероюродн', 'пятиюродн', 'шестиюродн', 'семиюродн']
function degreeAdjective(r: KinshipRelation, k: number): string {
  if (k <= 1) return ''
  const stem = STEMS[k] ?? `${k}-юродн`
  return stem + bySex(r.sex, 'ый ', 'ая ', 'ый ')
}

function blood(r: KinshipRelation): string {
  const s = (...words: Words) => bySex(r.sex, ...words)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return s('сам', 'сама', 'сам')
    case 'ancestor':
      if (shape.generations === 1) return s('отец', 'мать', 'родитель')
      return repeat('пра', shape.generations - 2) + s('дедушка', 'бабушка', 'дедушка или бабушка')
    case 'descendant':
      if (shape.generations === 1) return s('сын', 'дочь', 'ребёнок')
      return repeat('пра', shape.generations - 2) + s('внук', 'внучка', 'внук или внучка')
    case 'sibling': {
      // A half-sibling by the father is единокровный, by the mother единоутробный.
      const half = !r.half
        ? ''
        : r.side === 'paternal'
          ? 'единокровн'
          : r.side === 'maternal'
            ? 'единоутробн'
            : 'неполнородн'
      return (half ? half + s('ый ', 'ая ', 'ый ') : '') + s('брат', 'сестра', 'брат или сестра')
    }
    case 'cousin':
      return degreeAdjective(r, shape.degree + 1) + s('брат', 'сестра', 'брат или сестра')
    case 'uncle':
      if (shape.greats === 0) return degreeAdjective(r, shape.degree) + s('дядя', 'тётя', 'дядя или тётя')
      // A grandparent's sibling is a двоюродный дедушка: the degree counts one more.
      return (
        degreeAdjective(r, shape.degree + 1) +
        repeat('пра', shape.greats - 1) +
        s('дедушка', 'бабушка', 'дедушка или бабушка')
      )
    case 'nephew':
      if (shape.greats === 0)
        return degreeAdjective(r, shape.degree) + s('племянник', 'племянница', 'племянник или племянница')
      return (
        degreeAdjective(r, shape.degree) +
        repeat('пра', shape.greats - 1) +
        s('внучатый племянник', 'внучатая племянница', 'внучатый племянник или внучатая племянница')
      )
    default:
      return 'родственник'
  }
}

/** Russian kinship words. @since next */
export const ruKinship: KinshipRules = {
  word(r) {
    const s = (...words: Words) => bySex(r.sex, ...words)
    const wifeSide = r.viaSex === 'F'
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('муж', 'жена', 'супруг')
      case 'inLawParent':
        if (r.viaSex === undefined) return s('свёкор или тесть', 'свекровь или тёща', 'родитель супруга')
        return wifeSide ? s('тесть', 'тёща', 'родитель жены') : s('свёкор', 'свекровь', 'родитель мужа')
      case 'inLawChild':
        return s('зять', 'невестка', 'зять или невестка')
      case 'inLawSibling':
        // A sibling's spouse: зять (sister's husband), невестка (brother's wife).
        if (r.marriage === 'spouse-of-kin') return s('зять', 'невестка', 'зять или невестка')
        if (r.viaSex === undefined) return s('брат супруга', 'сестра супруга', 'брат или сестра супруга')
        return wifeSide
          ? s('шурин', 'свояченица', 'брат или сестра жены')
          : s('деверь', 'золовка', 'брат или сестра мужа')
      case 'stepParent':
        return s('отчим', 'мачеха', 'отчим или мачеха')
      case 'stepChild':
        return s('пасынок', 'падчерица', 'пасынок или падчерица')
      default:
        return r.marriage || r.step ? 'свойственник' : blood(r)
    }
  },
}
