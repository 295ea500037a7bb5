// Japanese kinship words: elder and younger by birth dates (兄 / 弟, 伯父 / 叔父), いとこ, はとこ, 従甥; the kana
// words おじ, おば and いとこ where no date tells the age.
import type { KinshipRelation, KinshipRules, Sex } from '../types'
import { ancestorSex, bySex, parentOnTheWay, seenFromAncestor, shapeOf } from './shared'

const byAge = (r: KinshipRelation, elder: string, younger: string, unknown: string) =>
  r.elder === true ? elder : r.elder === false ? younger : unknown

const ANCESTORS = [
  ['父', '母', '親'],
  ['祖父', '祖母', '祖父母'],
  ['曽祖父', '曽祖母', '曽祖父母'],
  ['高祖父', '高祖母', '高祖父母'],
] as const
const DESCENDANTS = ['子', '孫', '曾孫', '玄孫']

function ancestor(sex: Sex, generations: number): string {
  const words = ANCESTORS[generations - 1]
  return words ? bySex(sex, words[0], words[1], words[2]) : `${generations}代前の先祖`
}

function descendant(sex: Sex, generations: number): string {
  if (generations === 1) return bySex(sex, '息子', '娘', '子')
  return DESCENDANTS[generations - 1] ?? `${generations}代後の子孫`
}

/** Elder and younger siblings; a half-sibling by the father is 異母, by the mother 異父. */
function sibling(r: KinshipRelation): string {
  const word = bySex(r.sex, byAge(r, '兄', '弟', '兄弟'), byAge(r, '姉', '妹', '姉妹'), 'きょうだい')
  if (!r.half) return word
  return (r.side === 'paternal' ? '異母' : r.side === 'maternal' ? '異父' : '異母または異父の') + word
}

function cousin(r: KinshipRelation, degree: number): string {
  if (degree === 1)
    return bySex(r.sex, byAge(r, '従兄', '従弟', 'いとこ'), byAge(r, '従姉', '従妹', 'いとこ'), 'いとこ')
  if (degree === 2)
    return bySex(r.sex, byAge(r, '再従兄', '再従弟', 'はとこ'), byAge(r, '再従姉', '再従妹', 'はとこ'), 'はとこ')
  if (degree === 3) return 'みいとこ'
  return `${degree}従のいとこ`
}

function uncle(r: KinshipRelation, degree: number, greats: number): string {
  if (degree === 1 && greats === 0)
    return bySex(r.sex, byAge(r, '伯父', '叔父', 'おじ'), byAge(r, '伯母', '叔母', 'おば'), 'おじ・おば')
  if (degree === 1 && greats === 1)
    return bySex(
      r.sex,
      byAge(r, '大伯父', '大叔父', '大おじ'),
      byAge(r, '大伯母', '大叔母', '大おば'),
      '大おじ・大おば',
    )
  if (degree === 2 && greats === 0)
    return bySex(
      r.sex,
      byAge(r, '従伯父', '従叔父', 'いとこおじ'),
      byAge(r, '従伯母', '従叔母', 'いとこおば'),
      'いとこおじ・いとこおば',
    )
  return `${ancestor(ancestorSex(r, greats + 1), greats + 1)}の${blood(seenFromAncestor(r, greats + 1))}`
}

function nephew(r: KinshipRelation, degree: number, greats: number): string {
  if (degree === 1 && greats === 0) return bySex(r.sex, '甥', '姪', '甥・姪')
  if (degree === 1 && greats === 1) return bySex(r.sex, '又甥', '又姪', '又甥・又姪')
  if (degree === 2 && greats === 0) return bySex(r.sex, '従甥', '従姪', '従甥・従姪')
  return `${blood(parentOnTheWay(r))}の${bySex(r.sex, '息子', '娘', '子')}`
}

function blood(r: KinshipRelation): string {
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return '本人'
    case 'ancestor':
      return ancestor(r.sex, shape.generations)
    case 'descendant':
      return descendant(r.sex, shape.generations)
    case 'sibling':
      return sibling(r)
    case 'cousin':
      return cousin(r, shape.degree)
    case 'uncle':
      return uncle(r, shape.degree, shape.greats)
    case 'nephew':
      return nephew(r, shape.degree, shape.greats)
    default:
      return '親族'
  }
}

/** Japanese kinship words. @since next */
export const jaKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('夫', '妻', '配偶者')
      case 'inLawParent':
        return s('義父', '義母', '義理の親')
      case 'inLawChild':
        return s('婿', '嫁', '子の配偶者')
      case 'inLawSibling':
        // 義兄 is a spouse's elder brother or an elder sister's husband: the age is that of the sibling on the way.
        return s(byAge(r, '義兄', '義弟', '義理の兄弟'), byAge(r, '義姉', '義妹', '義理の姉妹'), '義理のきょうだい')
      case 'stepParent':
        return s('継父', '継母', '継親')
      case 'stepChild':
        return '継子'
      default:
        return r.marriage || r.step ? '姻族' : blood(r)
    }
  },
}
