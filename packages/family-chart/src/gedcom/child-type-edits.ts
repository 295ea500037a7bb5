/** At export: the change of PEDI / `_FREL` / `_MREL` for each child of each family, worked out once for both lines. */
import { parentTypeOf } from '../data/parent-families'
import { keptOf, type OutFamily, type PlanPerson } from './families-from-data'
import { recordCopyOf } from './lazy-kept'
import { adoptionOf, typeEdit, type RoleTypes, type TypeEdit } from './relationship-types'
import type { GedcomNode, GedcomVersion } from './types'
import type { RefFields } from './ref-fields'

/** The edit for one child in one family (null: the kept lines already say what the data says). */
export type ChildTypeEdits = (person: PlanPerson, f: OutFamily) => TypeEdit | null

const asList = (v: unknown): GedcomNode[] => (Array.isArray(v) ? v : [])

/**
 * The data has one type per parent: it belongs to the first of the child's families with that parent (the default
 * family first). In a later family with the same parent, that parent's lines are written as they were kept.
 */
export function createChildTypeEdits(version: GedcomVersion, refs: RefFields): ChildTypeEdits {
  const memo = new Map<OutFamily, Map<string, TypeEdit | null>>()
  return (person, f) => {
    const child = person.d
    // Most links: no type in the data (every partner is 'birth') and no line that could say otherwise (a new family,
    // or a child's and a family's records that can still be copied, see below), so nothing to change.
    if (
      !refs.hasParentTypes(person) &&
      (f.kept?.xref === undefined || (recordCopyOf(child.gedcom) !== undefined && recordCopyOf(f.kept) !== undefined))
    )
      return null
    let own = memo.get(f)
    if (!own) memo.set(f, (own = new Map()))
    if (own.has(child.id)) return own.get(child.id)!
    const wanted: RoleTypes = {}
    const typed = refs.hasParentTypes(person)
    const families = person.childOf
    const before = families && families.length > 1 ? families.slice(0, Math.max(0, families.indexOf(f))) : []
    const first = (id: string) => !before.some((e) => e.husband === id || e.wife === id)
    if (f.husband !== undefined && first(f.husband)) wanted.husband = typed ? parentTypeOf(child, f.husband) : 'birth'
    if (f.wife !== undefined && first(f.wife)) wanted.wife = typed ? parentTypeOf(child, f.wife) : 'birth'
    const xref = f.kept?.xref
    let edit: TypeEdit | null = null
    if (xref !== undefined || (wanted.husband ?? 'birth') !== 'birth' || (wanted.wife ?? 'birth') !== 'birth') {
      // A record that can still be copied has no lines below its links and no ADOP: nothing to read there.
      const nodes = recordCopyOf(child.gedcom) !== undefined ? [] : asList(keptOf(child).nodes)
      const famc = xref === undefined ? undefined : nodes.find((n) => n?.tag === 'FAMC' && n.pointer === xref)
      const adoptions =
        xref === undefined ? [] : nodes.filter((n) => n?.tag === 'ADOP' && adoptionOf(n)?.family === xref)
      // A family record that can still be copied has no lines below its CHIL lines.
      const chil =
        recordCopyOf(f.kept) !== undefined
          ? undefined
          : asList(f.kept?.nodes).find((n) => n?.tag === 'CHIL' && n.pointer === child.id)
      edit = typeEdit(wanted, { famc, adoptions, chil }, version)
    }
    own.set(child.id, edit)
    return edit
  }
}
