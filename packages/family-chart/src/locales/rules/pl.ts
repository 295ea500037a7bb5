// Polish kinship words: stryj and wuj, bratanek and siostrzeniec, brat stryjeczny / wujeczny / cioteczny; far
// relatives said through a nearer one in the genitive ("siostra stryjeczna ojca", "syn brata stryjecznego").
import type { KinshipRelation, KinshipRules, Sex } from '../types'
import { ancestorSex, bySex, parentOnTheWay, repeat, seenFromAncestor, shapeOf } from './shared'

/** A word in the nominative and the genitive ("brat" / "brata"), for a man and for a woman. */
type Forms = { m: [string, string]; f: [string, string]; n: string }
type Case = 0 | 1

const form = (sex: Sex, forms: Forms, grammaticalCase: Case) =>
  sex === 'M' ? forms.m[grammaticalCase] : sex === 'F' ? forms.f[grammaticalCase] : forms.n

function ancestor(sex: Sex, generations: number, c: Case): string {
  if (generations === 1) return form(sex, { m: ['ojciec', 'ojca'], f: ['matka', 'matki'], n: 'rodzic' }, c)
  const pra = repeat('pra', generations - 2)
  return form(
    sex,
    {
      m: [pra + 'dziadek', pra + 'dziadka'],
      f: [pra + 'babcia', pra + 'babci'],
      n: pra + 'dziadek lub ' + pra + 'babcia',
    },
    c,
  )
}

function descendant(sex: Sex, generations: number): string {
  if (generations === 1) return bySex(sex, 'syn', 'córka', 'dziecko')
  const pra = repeat('pra', generations - 2)
  return bySex(sex, pra + 'wnuk', pra + 'wnuczka', pra + 'wnuk lub ' + pra + 'wnuczka')
}

const ORDINAL_GENITIVE = ['', 'pierwszego', 'drugiego', 'trzeciego', 'czwartego', 'piątego', 'szóstego']

/** First cousins by the parent's sibling: stryjeczny (father's brother), wujeczny (mother's brother), cioteczny. */
function cousin(r: KinshipRelation, degree: number, c: Case): string {
  if (degree >= 2) {
    const grade = ` ${ORDINAL_GENITIVE[degree] ?? `${degree}.`} stopnia`
    return form(r.sex, { m: ['kuzyn', 'kuzyna'], f: ['kuzynka', 'kuzynki'], n: 'kuzyn lub kuzynka' }, c) + grade
  }
  const through = r.downLine[0]
  const kind =
    through === 'F' ? 'cioteczn' : r.side === 'paternal' ? 'stryjeczn' : r.side === 'maternal' ? 'wujeczn' : ''
  if (!kind) return form(r.sex, { m: ['kuzyn', 'kuzyna'], f: ['kuzynka', 'kuzynki'], n: 'kuzyn lub kuzynka' }, c)
  return form(
    r.sex,
    { m: [`brat ${kind}y`, `brata ${kind}ego`], f: [`siostra ${kind}a`, `siostry ${kind}ej`], n: `kuzyn lub kuzynka` },
    c,
  )
}

function sibling(r: KinshipRelation, c: Case): string {
  const half = r.half
    ? form(r.sex, { m: [' przyrodni', ' przyrodniego'], f: [' przyrodnia', ' przyrodniej'], n: ' przyrodni' }, c)
    : ''
  return form(r.sex, { m: ['brat', 'brata'], f: ['siostra', 'siostry'], n: 'brat lub siostra' }, c) + half
}

function uncle(r: KinshipRelation, degree: number, greats: number, c: Case): string {
  if (degree === 1 && greats === 0) {
    if (r.sex === 'F') return c ? 'ciotki' : 'ciotka'
    const word =
      r.side === 'paternal'
        ? ['stryj', 'stryja']
        : r.side === 'maternal'
          ? ['wuj', 'wuja']
          : ['stryj lub wuj', 'stryja lub wuja']
    return r.sex === 'M' ? word[c] : 'stryj, wuj lub ciotka'
  }
  // A grandfather's brother is "brat dziadka", a father's cousin "siostra stryjeczna ojca".
  const seen = seenFromAncestor(r, greats + 1)
  return `${blood(seen, c)} ${ancestor(ancestorSex(r, greats + 1), greats + 1, 1)}`
}

function nephew(r: KinshipRelation, degree: number, greats: number, c: Case): string {
  if (degree === 1 && greats === 0) {
    const brothers = r.downLine[0] === 'M'
    const forms: Forms = brothers
      ? { m: ['bratanek', 'bratanka'], f: ['bratanica', 'bratanicy'], n: 'dziecko brata' }
      : { m: ['siostrzeniec', 'siostrzeńca'], f: ['siostrzenica', 'siostrzenicy'], n: 'dziecko siostry' }
    return form(r.sex, forms, c)
  }
  // "wnuk brata", "syn brata stryjecznego": a descendant of ego's sibling or cousin, in the genitive.
  let through = r
  for (let g = 0; g <= greats; g++) through = parentOnTheWay(through)
  return `${descendant(r.sex, greats + 1)} ${blood(through, 1)}`
}

function blood(r: KinshipRelation, c: Case): string {
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return 'ta sama osoba'
    case 'ancestor':
      return ancestor(r.sex, shape.generations, c)
    case 'descendant':
      return descendant(r.sex, shape.generations)
    case 'sibling':
      return sibling(r, c)
    case 'cousin':
      return cousin(r, shape.degree, c)
    case 'uncle':
      return uncle(r, shape.degree, shape.greats, c)
    case 'nephew':
      return nephew(r, shape.degree, shape.greats, c)
    default:
      return 'krewny'
  }
}

/** Polish kinship words. @since next */
export const plKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('mąż', 'żona', 'małżonek')
      case 'inLawParent':
        return s('teść', 'teściowa', 'teść lub teściowa')
      case 'inLawChild':
        return s('zięć', 'synowa', 'zięć lub synowa')
      case 'inLawSibling':
        // A brother's wife has her own word; a sister-in-law otherwise is a szwagierka.
        if (r.marriage === 'spouse-of-kin' && r.viaSex === 'M' && r.sex === 'F') return 'bratowa'
        return s('szwagier', 'szwagierka', 'szwagier lub szwagierka')
      case 'stepParent':
        return s('ojczym', 'macocha', 'ojczym lub macocha')
      case 'stepChild':
        return s('pasierb', 'pasierbica', 'pasierb lub pasierbica')
      default:
        return r.marriage || r.step ? 'powinowaty' : blood(r, 0)
    }
  },
}
