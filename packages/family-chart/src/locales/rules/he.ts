// Hebrew kinship words: בן דוד / בת דודה by the parent's sibling, חותן for a wife's father and חם for a husband's;
// far relatives said through a nearer one ("בת דוד של האב", "נכד של אח").
import type { KinshipRelation, KinshipRules, Sex } from '../types'
import { ancestorSex, bySex, parentOnTheWay, seenFromAncestor, shapeOf } from './shared'

const ORDINAL = ['', '', 'שנייה', 'שלישית', 'רביעית', 'חמישית', 'שישית']

function ancestor(sex: Sex, generations: number, r: KinshipRelation): string {
  if (generations === 1) return bySex(sex, 'אב', 'אם', 'הורה')
  if (generations === 2) return bySex(sex, 'סבא', 'סבתא', 'סבא או סבתא')
  if (generations === 3) return bySex(sex, 'סבא רבא', 'סבתא רבתא', 'סבא רבא או סבתא רבתא')
  // "אבי סבא רבא": the parent of the great-grandparent on the way.
  if (generations === 4) return `${bySex(sex, 'אבי', 'אם', 'הורה של')} ${ancestor(ancestorSex(r, 3), 3, r)}`
  return `אב קדמון בדור ה-${generations}`
}

/** An ancestor as the end of a phrase: "של האב", "של סבתא". */
const ofAncestor = (sex: Sex, generations: number, r: KinshipRelation) =>
  generations === 1 ? bySex(sex, 'האב', 'האם', 'ההורה') : ancestor(sex, generations, r)

function descendant(sex: Sex, generations: number): string {
  if (generations === 1) return bySex(sex, 'בן', 'בת', 'ילד')
  if (generations === 2) return bySex(sex, 'נכד', 'נכדה', 'נכד או נכדה')
  if (generations === 3) return bySex(sex, 'נין', 'נינה', 'נין או נינה')
  return `צאצא בדור ה-${generations}`
}

/** A cousin is the child of an uncle (בן דוד) or of an aunt (בן דודה); far cousins by their degree. */
function cousin(r: KinshipRelation, degree: number): string {
  if (degree >= 2) {
    const grade = ` מדרגה ${ORDINAL[degree] ?? degree}`
    return bySex(r.sex, 'בן דוד', 'בת דודה', 'בן דוד או בת דודה') + grade
  }
  const aunt = r.downLine[0] === 'F' ? 'דודה' : 'דוד'
  return bySex(r.sex, `בן ${aunt}`, `בת ${aunt}`, `בן ${aunt} או בת ${aunt}`)
}

function blood(r: KinshipRelation): string {
  const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
  const shape = shapeOf(r)
  switch (shape.kind) {
    case 'self':
      return s('הוא עצמו', 'היא עצמה', 'האדם עצמו')
    case 'ancestor':
      return ancestor(r.sex, shape.generations, r)
    case 'descendant':
      return descendant(r.sex, shape.generations)
    case 'sibling':
      return r.half ? s('אח למחצה', 'אחות למחצה', 'אח או אחות למחצה') : s('אח', 'אחות', 'אח או אחות')
    case 'cousin':
      return cousin(r, shape.degree)
    case 'uncle':
      if (shape.degree === 1 && shape.greats === 0) return s('דוד', 'דודה', 'דוד או דודה')
      return `${blood(seenFromAncestor(r, shape.greats + 1))} של ${ofAncestor(ancestorSex(r, shape.greats + 1), shape.greats + 1, r)}`
    case 'nephew': {
      if (shape.degree === 1 && shape.greats === 0) return s('אחיין', 'אחיינית', 'אחיין או אחיינית')
      let through = r
      for (let g = 0; g <= shape.greats; g++) through = parentOnTheWay(through)
      return `${descendant(r.sex, shape.greats + 1)} של ${blood(through)}`
    }
    default:
      return 'קרוב משפחה'
  }
}

/** Hebrew kinship words. @since next */
export const heKinship: KinshipRules = {
  word(r) {
    const s = (m: string, f: string, n: string) => bySex(r.sex, m, f, n)
    switch (shapeOf(r).kind) {
      case 'spouse':
        return s('בעל', 'אישה', 'בן או בת זוג')
      case 'inLawParent':
        // A wife's parents are חותן and חותנת, a husband's חם and חמות.
        if (r.viaSex === 'F') return s('חותן', 'חותנת', 'הורה של האישה')
        if (r.viaSex === 'M') return s('חם', 'חמות', 'הורה של הבעל')
        return s('חותן או חם', 'חותנת או חמות', 'הורה של בן הזוג')
      case 'inLawChild':
        return s('חתן', 'כלה', 'חתן או כלה')
      case 'inLawSibling':
        return s('גיס', 'גיסה', 'גיס או גיסה')
      case 'stepParent':
        return s('אב חורג', 'אם חורגת', 'הורה חורג')
      case 'stepChild':
        return s('בן חורג', 'בת חורגת', 'ילד חורג')
      default:
        return r.marriage || r.step ? 'קרוב משפחה' : blood(r)
    }
  },
}
