// Arabic kinship words: عم / عمة on the father's side and خال / خالة on the mother's, ابن العم … by the parent's
// sibling, أخ لأب / أخ لأم for half-siblings; far relatives said as a chain of possessives ("ابنة عم الأب").
import type { KinshipRelation, KinshipRules, Sex } from '../types'
import { ancestorSex, bySex, parentOnTheWay, seenFromAncestor, shapeOf } from './shared'

/** A word bare (first of a chain) and with the article (the end of a chain): "أخ" / "الأخ". */
type Pair = [bare: string, definite: string]
const pick = (sex: Sex, m: Pair, f: Pair, n: Pair, definite: boolean) =>
  (sex === 'M' ? m : sex === 'F' ? f : n)[definite ? 1 : 0]

const ORDINAL = ['', '', 'الثانية', 'الثالثة', 'الرابعة', 'الخامسة', 'السادسة']

function parent(sex: Sex, definite: boolean): string {
  return pick(sex, ['أب', 'الأب'], ['أم', 'الأم'], ['والد', 'الوالد'], definite)
}
function grandparent(sex: Sex, definite: boolean): string {
  return pick(sex, ['جد', 'الجد'], ['جدة', 'الجدة'], ['جد', 'الجد'], definite)
}
function child(sex: Sex, definite: boolean): string {
  return pick(sex, ['ابن', 'الابن'], ['ابنة', 'الابنة'], ['ولد', 'الولد'], definite)
}
function grandchild(sex: Sex, definite: boolean): string {
  return pick(sex, ['حفيد', 'الحفيد'], ['حفيدة', 'الحفيدة'], ['حفيد', 'الحفيد'], definite)
}

/** Parents' parents named as a chain: "أبو الجد" (great-grandfather), "جد الجد" (great-great-grandfather). */
function ancestor(r: KinshipRelation, sex: Sex, generations: number, definite: boolean): string {
  if (generations === 1) return parent(sex, definite)
  if (generations === 2) return grandparent(sex, definite)
  if (generations === 3) return `${bySex(sex, 'أبو', 'أم', 'والد')} ${grandparent(ancestorSex(r, 2), true)}`
  if (generations === 4) return `${grandparent(sex, false)} ${grandparent(ancestorSex(r, 2), true)}`
  return `سلف من الجيل ${generations}`
}

function descendant(r: KinshipRelation, sex: Sex, generations: number, definite: boolean): string {
  if (generations === 1) return child(sex, definite)
  if (generations === 2) return grandchild(sex, definite)
  const grandchildOnTheWay = r.downLine[1]
  if (generations === 3) return `${child(sex, false)} ${grandchild(grandchildOnTheWay, true)}`
  if (generations === 4) return `${grandchild(sex, false)} ${grandchild(grandchildOnTheWay, true)}`
  return `سليل من الجيل ${generations}`
}

/** The parent's sibling word: عم, عمة (father's side), خال, خالة (mother's side). */
function uncleWord(side: KinshipRelation['side'], sex: Sex, definite: boolean): string {
  const al = definite ? 'ال' : ''
  if (side === 'paternal') return al + bySex(sex, 'عم', 'عمة', 'عم')
  if (side === 'maternal') return al + bySex(sex, 'خال', 'خالة', 'خال')
  return bySex(sex, `${al}عم أو ${al}خال`, `${al}عمة أو ${al}خالة`, `${al}عم أو ${al}خال`)
}

/** `followed`: another noun comes after it in the chain, so this one goes without the article ("ابنة عم الأب"). */
function cousin(r: KinshipRelation, degree: number, followed: boolean): string {
  // A first cousin is "ابن العم" at the end of a phrase; a far one stays indefinite: "ابن عم من الدرجة الثانية".
  const uncle = uncleWord(r.side, r.downLine[0], !followed && degree === 1)
  const word = `${child(r.sex, false)} ${uncle}`
  return degree === 1 ? word : `${word} من الدرجة ${ORDINAL[degree] ?? degree}`
}

function blood(r: KinshipRelation, definite: boolean, followed = false): string {
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return bySex(r.sex, 'نفسه', 'نفسها', 'نفسه')
    case 'ancestor':
      return ancestor(r, r.sex, shape.generations, definite)
    case 'descendant':
      return descendant(r, r.sex, shape.generations, definite)
    case 'sibling': {
      const word = pick(r.sex, ['أخ', 'الأخ'], ['أخت', 'الأخت'], ['أخ أو أخت', 'الأخ أو الأخت'], definite)
      if (!r.half) return word
      return word + (r.side === 'paternal' ? ' لأب' : r.side === 'maternal' ? ' لأم' : ' غير شقيق')
    }
    case 'cousin':
      return cousin(r, shape.degree, followed)
    case 'uncle':
      if (shape.degree === 1 && shape.greats === 0) return uncleWord(r.side, r.sex, definite)
      {
        // A grandfather's brother is the father's uncle, "عم الأب"; a father's cousin "ابنة عم الأب".
        const through = shape.greats + (shape.degree === 1 ? 0 : 1)
        return `${blood(seenFromAncestor(r, through), false, true)} ${ancestor(r, ancestorSex(r, through), through, true)}`
      }
    case 'nephew': {
      let through = r
      for (let g = 0; g <= shape.greats; g++) through = parentOnTheWay(through)
      return `${descendant(r, r.sex, shape.greats + 1, false)} ${blood(through, true)}`
    }
    default:
      return 'قريب'
  }
}

/** Arabic kinship words. @since next */
export const arKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    const kin = (m: string, f: string, n: string) => bySex(r.viaSex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('زوج', 'زوجة', 'زوج')
      case 'inLawParent':
        return s('حمو', 'حماة', 'حمو أو حماة')
      case 'inLawChild':
        return s(
          `زوج ${kin('الابن', 'الابنة', 'الولد')}`,
          `زوجة ${kin('الابن', 'الابنة', 'الولد')}`,
          `زوج ${kin('الابن', 'الابنة', 'الولد')}`,
        )
      case 'inLawSibling':
        if (r.marriage === 'spouse-of-kin')
          return s(
            `زوج ${kin('الأخ', 'الأخت', 'الأخ')}`,
            `زوجة ${kin('الأخ', 'الأخت', 'الأخ')}`,
            `زوج ${kin('الأخ', 'الأخت', 'الأخ')}`,
          )
        return s('أخ', 'أخت', 'أخ') + ' ' + kin('الزوج', 'الزوجة', 'الزوج')
      case 'stepParent':
        return s('زوج الأم', 'زوجة الأب', 'زوج الوالد')
      case 'stepChild':
        return s('ابن', 'ابنة', 'ولد') + ' ' + kin('الزوج', 'الزوجة', 'الزوج')
      default:
        return r.marriage || r.step ? 'نسيب' : blood(r, false)
    }
  },
}
