// Chinese kinship words: the father's and the mother's side (祖父 / 外祖父), elder and younger by birth dates (伯父 /
// 叔父, 哥哥 / 弟弟), 堂 cousins of the same surname and 表 cousins; a fallback word where no date tells the age.
import type { KinshipRelation, KinshipRules, Sex } from '../types'
import { ancestorSex, bySex, parentOnTheWay, seenFromAncestor, shapeOf } from './shared'

/** The word for an elder, a younger, or a relative whose age against ego's side the data does not tell. */
const byAge = (r: KinshipRelation, elder: string, younger: string, unknown: string) =>
  r.elder === true ? elder : r.elder === false ? younger : unknown

/** Cousins who share ego's surname: every link between them and the common ancestor runs through a man. */
const sameSurname = (r: KinshipRelation) =>
  r.upLine.slice(0, -1).every((s) => s === 'M') && r.downLine.slice(0, -1).every((s) => s === 'M')

const ANCESTORS = [
  ['父亲', '母亲', '父母之一'],
  ['祖父', '祖母', '祖父母之一'],
  ['曾祖父', '曾祖母', '曾祖父母之一'],
  ['高祖父', '高祖母', '高祖父母之一'],
] as const

function ancestor(r: KinshipRelation, sex: Sex, generations: number): string {
  const words = ANCESTORS[generations - 1]
  if (!words) return `${generations}代祖先`
  // The mother's side is "outside" (外): 外祖父, 外曾祖母.
  const outside = generations >= 2 && r.side === 'maternal' ? '外' : ''
  return outside + bySex(sex, words[0], words[1], words[2])
}

const DESCENDANTS = [
  ['儿子', '女儿', '子女'],
  ['孙子', '孙女', '孙辈'],
  ['曾孙', '曾孙女', '曾孙辈'],
  ['玄孙', '玄孙女', '玄孙辈'],
] as const

function descendant(r: KinshipRelation, generations: number): string {
  const words = DESCENDANTS[generations - 1]
  if (!words) return `${generations}代后裔`
  // A daughter's children are "outside" grandchildren: 外孙, 外孙女.
  const outside = generations >= 2 && r.downLine[0] === 'F' ? '外' : ''
  return outside + bySex(r.sex, words[0], words[1], words[2])
}

function sibling(r: KinshipRelation): string {
  const word = bySex(r.sex, byAge(r, '哥哥', '弟弟', '兄弟'), byAge(r, '姐姐', '妹妹', '姐妹'), '兄弟姐妹')
  if (!r.half) return word
  return (r.side === 'paternal' ? '同父异母的' : r.side === 'maternal' ? '同母异父的' : '同父异母或同母异父的') + word
}

function cousin(r: KinshipRelation, degree: number): string {
  const same = sameSurname(r)
  if (degree === 1) {
    const prefix = same ? '堂' : '表'
    return prefix + bySex(r.sex, byAge(r, '哥', '弟', '兄弟'), byAge(r, '姐', '妹', '姐妹'), '兄弟姐妹')
  }
  const prefix = !same ? '远房表' : degree === 2 ? '再从' : degree === 3 ? '三从' : '远房堂'
  return prefix + bySex(r.sex, byAge(r, '兄', '弟', '兄弟'), byAge(r, '姐', '妹', '姐妹'), '兄弟姐妹')
}

/** A parent's sibling: 伯父 / 叔父 / 姑姑 on the father's side, 舅舅 / 姨妈 on the mother's. */
function parentsSibling(r: KinshipRelation): string {
  if (r.side === 'paternal') return bySex(r.sex, byAge(r, '伯父', '叔父', '伯父或叔父'), '姑姑', '伯父、叔父或姑姑')
  if (r.side === 'maternal') return bySex(r.sex, '舅舅', '姨妈', '舅舅或姨妈')
  return bySex(r.sex, '伯父、叔父或舅舅', '姑姑或姨妈', '父母的兄弟姐妹')
}

/** A grandparent's sibling: 伯祖父 / 叔祖父 / 姑祖母 by the grandfather, 舅祖父 / 姨祖母 by the grandmother. */
function grandparentsSibling(r: KinshipRelation): string {
  const outside = r.side === 'maternal' ? '外' : ''
  const grandfather = ancestorSex(r, 2) === 'M'
  const word = grandfather
    ? bySex(r.sex, byAge(r, '伯祖父', '叔祖父', '伯祖父或叔祖父'), '姑祖母', '祖父的兄弟姐妹')
    : bySex(r.sex, '舅祖父', '姨祖母', '祖母的兄弟姐妹')
  return outside + word
}

/** A parent's cousin: 堂叔 / 表叔 / 堂姑 … on the father's side, 表舅 / 表姨 … on the mother's. */
function parentsCousin(r: KinshipRelation): string {
  const seen = seenFromAncestor(r, 1)
  const prefix = sameSurname(seen) ? '堂' : '表'
  if (r.side === 'paternal') return prefix + bySex(r.sex, byAge(r, '伯', '叔', '叔'), '姑', '叔或姑')
  return prefix + bySex(r.sex, '舅', '姨', '舅或姨')
}

function nephew(r: KinshipRelation, degree: number, greats: number): string {
  const throughBrother = r.downLine[0] === 'M'
  if (degree === 1 && greats === 0)
    return throughBrother ? bySex(r.sex, '侄子', '侄女', '侄子女') : bySex(r.sex, '外甥', '外甥女', '外甥子女')
  if (degree === 1 && greats === 1)
    return throughBrother ? bySex(r.sex, '侄孙', '侄孙女', '侄孙辈') : bySex(r.sex, '外甥孙', '外甥孙女', '外甥孙辈')
  const parent = parentOnTheWay(r)
  if (degree === 2 && greats === 0) {
    // A cousin's child: 堂侄 / 表侄 through a male cousin, 表外甥 through a female one.
    if (parent.sex === 'M') return (sameSurname(parent) ? '堂' : '表') + bySex(r.sex, '侄', '侄女', '侄')
    return '表' + bySex(r.sex, '外甥', '外甥女', '外甥')
  }
  return `${blood(parent)}的${bySex(r.sex, '儿子', '女儿', '孩子')}`
}

function blood(r: KinshipRelation): string {
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return '自己'
    case 'ancestor':
      return ancestor(r, r.sex, shape.generations)
    case 'descendant':
      return descendant(r, shape.generations)
    case 'sibling':
      return sibling(r)
    case 'cousin':
      return cousin(r, shape.degree)
    case 'uncle':
      if (shape.degree === 1 && shape.greats === 0) return parentsSibling(r)
      if (shape.degree === 1 && shape.greats === 1) return grandparentsSibling(r)
      if (shape.degree === 2 && shape.greats === 0) return parentsCousin(r)
      return `${ancestor(r, ancestorSex(r, shape.greats + 1), shape.greats + 1)}的${blood(seenFromAncestor(r, shape.greats + 1))}`
    case 'nephew':
      return nephew(r, shape.degree, shape.greats)
    default:
      return '亲属'
  }
}

function siblingInLaw(r: KinshipRelation): string {
  if (r.marriage === 'spouse-of-kin') {
    // A brother's wife: 嫂子 (elder brother's), 弟媳 (younger's); a sister's husband: 姐夫, 妹夫.
    if (r.viaSex === 'M') return byAge(r, '嫂子', '弟媳', '兄弟的妻子')
    if (r.viaSex === 'F') return byAge(r, '姐夫', '妹夫', '姐妹的丈夫')
    return '兄弟姐妹的配偶'
  }
  if (r.viaSex === 'F')
    return bySex(
      r.sex,
      byAge(r, '大舅子', '小舅子', '妻子的兄弟'),
      byAge(r, '大姨子', '小姨子', '妻子的姐妹'),
      '妻子的兄弟姐妹',
    )
  if (r.viaSex === 'M')
    return bySex(
      r.sex,
      byAge(r, '大伯子', '小叔子', '丈夫的兄弟'),
      byAge(r, '大姑子', '小姑子', '丈夫的姐妹'),
      '丈夫的兄弟姐妹',
    )
  return '配偶的兄弟姐妹'
}

/** Chinese (simplified) kinship words. @since next */
export const zhKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('丈夫', '妻子', '配偶')
      case 'inLawParent':
        if (r.viaSex === 'F') return s('岳父', '岳母', '妻子的父母')
        if (r.viaSex === 'M') return s('公公', '婆婆', '丈夫的父母')
        return s('配偶的父亲', '配偶的母亲', '配偶的父母')
      case 'inLawChild':
        return s('女婿', '儿媳', '子女的配偶')
      case 'inLawSibling':
        return siblingInLaw(r)
      case 'stepParent':
        return s('继父', '继母', '继父母')
      case 'stepChild':
        return s('继子', '继女', '继子女')
      default:
        return r.marriage || r.step ? '姻亲' : blood(r)
    }
  },
}
