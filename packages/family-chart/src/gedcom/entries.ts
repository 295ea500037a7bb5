/** The people and families of an import while their links are resolved (the reader's working state, not kept). */
import type { Datum } from '../data/types'
import type { Few } from './few'
import type { GedcomNode, KeptPerson } from './types'
import type { RoleTypes } from './relationship-types'
import type { EndOfMarriage } from './marriage-end'

/**
 * A FAMC or FAMS line: the family's id when the line is only that, else the line itself (it has structures below);
 * the family itself once the record scanner read a family naming the person back (see family-links.ts).
 */
export type FamilyLink = string | GedcomNode | FamilyEntry

/**
 * A person being imported, with their family links still to resolve. The import keeps one per INDI record until the
 * end, so it holds only what the data needs: the link state lives here rather than in maps keyed by id.
 */
export interface PersonEntry {
  readonly kind: 'person'
  id: string
  data: Datum['data']
  /** What export needs beyond the data fields; null while there is nothing. */
  kept: KeptPerson | null
  /** The FAMC and FAMS lines of the record naming a family (not @VOID@), in order. */
  famc: Few<FamilyLink>
  fams: Few<FamilyLink>
  /** ADOP events that name the family of the adoption (rare: null when there is none). */
  adoptions: Few<GedcomNode>
  /** SEX as written when it was not M or F ('' when missing). */
  otherSex: string | null
  line: number
  /** The families the person is a partner in and a child of, each once, in the order found. */
  partnerIn: Few<FamilyEntry>
  childIn: Few<FamilyEntry>
  /** The family the tree shows as the person's parents (see chooseParentFamilies), and the others. */
  parents: FamilyEntry | null
  otherParents: Few<FamilyEntry>
  father: PersonEntry | null
  mother: PersonEntry | null
  /** For the own-ancestor walk. */
  mark: number
  /** `data` is in dictionary mode, ready for keys of its own (see own-keys.ts). */
  ownKeys: boolean
  /** Where the record's text is in the file (see index-records.ts). */
  start: number
  end: number
}

/** A FAM record being imported. */
export interface FamilyEntry {
  readonly kind: 'family'
  xref: string
  line: number
  husband: PersonEntry | undefined
  wife: PersonEntry | undefined
  children: PersonEntry[]
  /** Whether the record holds only plain partner and child lines (in that order): nothing else is kept then. */
  plain: boolean
  /** The record's text (src[start, end) of the line reader) and whether it is written as an exporter writes it. */
  text: string
  regular: boolean
  /** Its partner and child lines are plain lines naming people of the file (so its text may be copied, see record-copy.ts). */
  plainLinks: boolean
  /** The ids its other structures point at (sources, notes, media ...), each followed by the tag of its line. */
  pointers: string[] | null
  /** What the record's text says, when export may copy it (see record-copy.ts). */
  print: string | undefined
  /** The child's relation to each partner written under their CHIL line (`_FREL` / `_MREL`), by child id. */
  childTypes: Record<string, RoleTypes> | undefined
  /** The divorce, annulment or separation the record tells of (its first). */
  end: EndOfMarriage | undefined
  /** The date of its first dated MARR (see marriage-date.ts). */
  marriage: string | undefined
  /** Export must keep the list of children: a child has the family beside another one of the same parents. */
  keepChildren: boolean
  /**
   * The record as read: until its partners and children are read (see readFamily), and for good when no person of
   * the file was named in it (it may become a plain record). Null once the family is read and has someone.
   */
  record: GedcomNode | null
}

/** Finds the person with a record id, if any. */
export type PersonLookup = (id: string) => PersonEntry | undefined
/** Finds the family with a record id, if any. */
export type FamilyLookup = (xref: string) => FamilyEntry | undefined

/** The person's kept structures, created when first needed. */
export function keptOf(p: PersonEntry): KeptPerson {
  return p.kept ?? (p.kept = {})
}

/** "Jane Doe (I3)", or "I3" for a person without a name: how warnings name people. */
export function personLabel(p: { id: string; data: Datum['data'] }): string {
  const name = [p.data['first name'], p.data['last name']].filter(Boolean).join(' ')
  return name ? `${name} (${p.id})` : p.id
}
