// Helpers every locale's kinship rules share: the shape of a relation and the word for a sex.
import type { KinshipRelation, Sex } from '../types'

/** The word for a man, a woman, or a person whose sex the data does not give. */
export function bySex(sex: Sex, male: string, female: string, unknown: string): string {
  return sex === 'M' ? male : sex === 'F' ? female : unknown
}

/**
 * Where a relation sits in the usual systems of kinship words:
 * - `self`, `spouse`; `ancestor` / `descendant` `generations` away in a direct line;
 * - `sibling`; `cousin` of `degree` 1, 2, 3 … (first, second, third cousins) in the same generation;
 * - `uncle` (the relative is older by generations): the sibling (`degree` 1) or cousin (`degree` 2 …) of an
 *   ancestor `greats` + 1 generations up (a great-uncle has greats 1);
 * - `nephew` (the relative is younger): the child (`degree` 1) or descendant of a sibling or cousin, `greats` + 1
 *   generations below them (a grandnephew has greats 1);
 * - `inLawParent`, `inLawSibling`, `inLawChild` (through a spouse or a relative's marriage), `stepParent`, `stepChild`;
 * - `other`: any relation no word covers.
 * It is the German and Spanish system of degrees; languages with other systems read the relation's fields directly.
 */
export type KinShape =
  | { kind: 'self' | 'spouse' | 'sibling' | 'inLawParent' | 'inLawSibling' | 'inLawChild' | 'other' }
  | { kind: 'stepParent' | 'stepChild' }
  | { kind: 'ancestor' | 'descendant'; generations: number }
  | { kind: 'cousin'; degree: number }
  | { kind: 'uncle' | 'nephew'; degree: number; greats: number }

/** The shape of a relation (see `KinShape`). */
export function shapeOf(r: KinshipRelation): KinShape {
  const { up, down } = r
  if (r.step) return { kind: up === 1 && down === 0 ? 'stepParent' : down === 1 && up === 0 ? 'stepChild' : 'other' }
  if (r.marriage === 'spouse') return { kind: 'spouse' }
  if (r.marriage === 'kin-of-spouse') {
    return { kind: up === 1 && down === 0 ? 'inLawParent' : up === 1 && down === 1 ? 'inLawSibling' : 'other' }
  }
  if (r.marriage === 'spouse-of-kin') {
    return { kind: up === 0 && down === 1 ? 'inLawChild' : up === 1 && down === 1 ? 'inLawSibling' : 'other' }
  }
  if (up === 0 && down === 0) return { kind: 'self' }
  if (down === 0) return { kind: 'ancestor', generations: up }
  if (up === 0) return { kind: 'descendant', generations: down }
  if (up === 1 && down === 1) return { kind: 'sibling' }
  if (up === down) return { kind: 'cousin', degree: up - 1 }
  if (up > down) return { kind: 'uncle', degree: down, greats: up - down - 1 }
  return { kind: 'nephew', degree: up, greats: down - up - 1 }
}

/** A word repeated `times` times: the "great-great-" and "Ur-Ur-" of many languages. */
export const repeat = (word: string, times: number) => (times > 0 ? word.repeat(times) : '')

/**
 * The same relative seen from ego's ancestor `generations` up (1: a parent): a parent's cousin is a cousin seen from
 * that parent. For languages that name far relatives through a nearer person ("father's cousin").
 */
export function seenFromAncestor(r: KinshipRelation, generations: number): KinshipRelation {
  const upLine = r.upLine.slice(generations)
  const side = upLine[0] === 'M' ? 'paternal' : upLine[0] === 'F' ? 'maternal' : undefined
  const seen: KinshipRelation = { ...r, up: r.up - generations, upLine, side }
  if (!side) delete seen.side
  return seen
}

/** The relation of the relative's parent on the way down (a cousin's son → the cousin), for "son of a cousin". */
export function parentOnTheWay(r: KinshipRelation): KinshipRelation {
  const downLine = r.downLine.slice(0, -1)
  const parent: KinshipRelation = { ...r, down: r.down - 1, downLine, sex: downLine[downLine.length - 1] }
  delete parent.elder
  return parent
}

/** The sex of ego's ancestor `generations` up on the way to the relative (1: the parent). */
export const ancestorSex = (r: KinshipRelation, generations: number): Sex => r.upLine[generations - 1]
