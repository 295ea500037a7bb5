/**
 * How a child is related to each partner of a family, in GEDCOM: PEDI under the child's FAMC line, ADOP events that
 * name the family, and the `_FREL` / `_MREL` lines Family Tree Maker and others write under the family's CHIL line.
 * Read at import; at export, the smallest change that makes those structures say what the data says.
 */
import type { ParentType } from '../data/parent-families'
import type { GedcomNode, GedcomVersion } from './types'

/** The child's type of relation to the family's HUSB and WIFE (missing: no structure says). */
export interface RoleTypes {
  husband?: ParentType
  wife?: ParentType
}

/** A PEDI, `_FREL` or `_MREL` value as a type: birth, adopted, step, foster, sealing, anything else unknown. */
export function typeOfWord(value: string | undefined): ParentType | undefined {
  const word = (value ?? '').trim().toLowerCase()
  if (!word) return undefined
  if (word === 'birth' || word.startsWith('natural') || word.startsWith('biological')) return 'birth'
  if (word.startsWith('adopt')) return 'adopted'
  if (word.startsWith('step')) return 'step'
  if (word.startsWith('foster')) return 'foster'
  if (word.startsWith('seal')) return 'sealing'
  return 'unknown'
}

const childOf = (node: GedcomNode | undefined, tag: string): GedcomNode | undefined =>
  node?.children?.find((c) => c.tag === tag)

/** The family an ADOP event names (its FAMC), and whom the child was adopted by (its ADOP: BOTH, HUSB or WIFE). */
export function adoptionOf(event: GedcomNode): { family: string; by: 'BOTH' | 'HUSB' | 'WIFE' } | undefined {
  const famc = childOf(event, 'FAMC')
  if (famc?.pointer === undefined || famc.pointer === 'VOID') return undefined
  const by = (childOf(famc, 'ADOP')?.value ?? '').trim().toUpperCase()
  return { family: famc.pointer, by: by === 'HUSB' || by === 'WIFE' ? by : 'BOTH' }
}

/** The structures that say how one child is related to one family's partners. */
export interface TypeSources {
  /** The child's FAMC line to the family. */
  famc?: GedcomNode
  /** The child's ADOP events naming the family. */
  adoptions?: GedcomNode[]
  /** The family's CHIL line of the child. */
  chil?: GedcomNode
}

/** What the structures say, most specific last: PEDI for both partners, then ADOP, then `_FREL` / `_MREL`. */
export function readTypes({ famc, adoptions, chil }: TypeSources): RoleTypes {
  const types: RoleTypes = {}
  const pedi = typeOfWord(childOf(famc, 'PEDI')?.value)
  if (pedi) types.husband = types.wife = pedi
  for (const event of adoptions ?? []) {
    const by = adoptionOf(event)?.by
    if (by === 'BOTH' || by === 'HUSB') types.husband = 'adopted'
    if (by === 'BOTH' || by === 'WIFE') types.wife = 'adopted'
  }
  const frel = typeOfWord(childOf(chil, '_FREL')?.value)
  const mrel = typeOfWord(childOf(chil, '_MREL')?.value)
  if (frel) types.husband = frel
  if (mrel) types.wife = mrel
  return types
}

/** The PEDI value of a type in the version written, or undefined where PEDI has none (step; unknown in 5.5.1). */
function pediWord(type: ParentType, version: GedcomVersion): string | undefined {
  if (type === 'step') return undefined
  if (type === 'unknown') return version === '7.0' ? 'OTHER' : undefined
  return version === '7.0' ? type.toUpperCase() : type
}

const FTM_WORDS: Record<ParentType, string> = {
  birth: 'Natural',
  adopted: 'Adopted',
  step: 'Step',
  foster: 'Foster',
  sealing: 'Sealing',
  unknown: 'Unknown',
}

/**
 * The changes that make the structures say `wanted` (the data's types for the partners the family has): nothing
 * when they already do. Otherwise PEDI on the FAMC line when both partners have one type PEDI can say and no ADOP or
 * `_FREL` / `_MREL` says otherwise; else `_FREL` / `_MREL` under the CHIL line (they win over the rest when read),
 * with PEDI set to the one type or, when the partners differ, removed. `pedi`: the value to write, null to remove.
 */
export interface TypeEdit {
  pedi?: string | null
  frel?: string
  mrel?: string
}

export function typeEdit(wanted: RoleTypes, sources: TypeSources, version: GedcomVersion): TypeEdit | null {
  const read = readTypes(sources)
  const same = (role: keyof RoleTypes) => wanted[role] === undefined || (read[role] ?? 'birth') === wanted[role]
  if (same('husband') && same('wife')) return null
  const types = [wanted.husband, wanted.wife].filter((t): t is ParentType => t !== undefined)
  // A partner whose type is not asked for keeps what the lines say of them.
  const partial =
    (wanted.husband === undefined) !== (wanted.wife === undefined) &&
    (read.husband !== undefined || read.wife !== undefined)
  const one = !partial && types.every((t) => t === types[0]) ? types[0] : undefined
  const pedi = one === undefined ? undefined : pediWord(one, version)
  const hasPedi = childOf(sources.famc, 'PEDI') !== undefined
  const overridden =
    !!sources.adoptions?.length ||
    childOf(sources.chil, '_FREL') !== undefined ||
    childOf(sources.chil, '_MREL') !== undefined
  if (pedi !== undefined && !overridden) return { pedi }
  const edit: TypeEdit = {}
  if (pedi !== undefined) edit.pedi = pedi
  else if (hasPedi) edit.pedi = null
  if (wanted.husband !== undefined) edit.frel = FTM_WORDS[wanted.husband]
  if (wanted.wife !== undefined) edit.mrel = FTM_WORDS[wanted.wife]
  return edit
}

/** A line with one substructure set to `value` (replacing the first with that tag, else added), or removed (null). */
export function withChild(node: GedcomNode, tag: string, value: string | null): GedcomNode {
  const children = node.children ? node.children.slice() : []
  const at = children.findIndex((c) => c.tag === tag)
  if (value === null) {
    if (at >= 0) children.splice(at, 1)
  } else if (at >= 0) children[at] = { ...children[at], value }
  else children.push({ tag, value })
  const out: GedcomNode = { ...node }
  if (children.length) out.children = children
  else delete out.children
  return out
}

/** The FAMC line with the PEDI change of `edit` applied. */
export function famcWithEdit(famc: GedcomNode, edit: TypeEdit | null): GedcomNode {
  return edit?.pedi === undefined ? famc : withChild(famc, 'PEDI', edit.pedi)
}

/** The CHIL line with the `_FREL` / `_MREL` changes of `edit` applied. */
export function chilWithEdit(chil: GedcomNode, edit: TypeEdit | null): GedcomNode {
  let out = chil
  if (edit?.frel !== undefined) out = withChild(out, '_FREL', edit.frel)
  if (edit?.mrel !== undefined) out = withChild(out, '_MREL', edit.mrel)
  return out
}
