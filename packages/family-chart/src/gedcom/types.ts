/** Types of the GEDCOM entry point: parsed lines, what is kept on people, options and results. */
import type { Data } from '../data/types'
import type { LivingPrivacy } from '../data/privacy/living-privacy'

/** The GEDCOM versions read and written. */
export type GedcomVersion = '5.5.1' | '7.0'

/**
 * One GEDCOM structure (a line and the lines below it), as kept in the data so that export can write it back.
 * Values are plain text: line continuations are joined (`\n` for CONT) and `@` escapes are undone.
 */
export interface GedcomNode {
  tag: string
  /** The record's own cross-reference id, without `@` (top-level records only). */
  xref?: string
  /** Text value. */
  value?: string
  /** A pointer value: the id of another record, without `@` (`@I1@` → `"I1"`). */
  pointer?: string
  children?: GedcomNode[]
}

/** A family (FAM record) kept on its first partner, or on its first child when it has no partner. */
export interface KeptFamily {
  /** The family's id in the file, without `@`. */
  xref: string
  /** Ids of the partners in the HUSB and WIFE roles. */
  husband?: string
  wife?: string
  /**
   * Its children, for a family without partners, and for a family that a child has beside another one of the same
   * parents (otherwise they come from the people's relations).
   */
  children?: string[]
  /**
   * The FAM record's structures, all of them in the file's order: HUSB, WIFE and CHIL lines with what sits under them
   * (`_FREL`, `_MREL`, `_PREF`, `PHRASE`, custom tags), marriage, divorce, notes, sources ... Left out when the record
   * has only plain HUSB, WIFE and CHIL lines.
   */
  nodes?: GedcomNode[]
  /**
   * Children whose FAMC line names this family while the family has no CHIL line for them (the file disagrees with
   * itself; the import warns). They are its children in the data; export writes no CHIL line for them, as the file had
   * none.
   * @since next
   */
  unlisted?: string[]
}

/**
 * What a person keeps of the GEDCOM file, in `datum.gedcom` (a key without a leading `_`, so the chart's save path
 * keeps it). Every field is optional and left out when empty.
 */
export interface KeptPerson {
  /**
   * The INDI record's structures, all of them in the file's order: names (the first gives the name fields), SEX,
   * events (the first BIRT and DEAT give the dates), FAMC and FAMS lines with what sits under them, notes, sources,
   * media, custom `_TAGS` ... Left out when the record says no more than the data fields, in the usual order. Export
   * writes them back with edits of the data fields merged into the first NAME, SEX, BIRT and DEAT.
   */
  nodes?: GedcomNode[]
  /** The gender the import gave a person whose SEX was not M or F (U, X or missing); the original SEX is in `nodes`. */
  gender?: 'M' | 'F'
  /** The families this person holds (see KeptFamily). */
  families?: KeptFamily[]
  /**
   * Ids of the families that this person's FAMC or FAMS lines name but the file does not have (the import warns).
   * Those lines are no links, but they stay in `nodes` and export writes them back as they were (GEDCOM 7.0, which
   * allows no pointer to a missing record, as `@VOID@`), where a line to a family the person has left is dropped.
   * @since next
   */
  missingFamilies?: string[]
  /** On the first person only: the file's other records (sources, notes, media, submitters ...) and header extras. */
  records?: GedcomNode[]
}

/** Options of importGedcom. */
export interface ImportGedcomOptions {
  /** The data shape to return: `'0.8'` (`rels.father` / `rels.mother`, the default) or `'0.9'` (`rels.parents`). */
  shape?: '0.8' | '0.9'
}

/** What importGedcom returns. */
export interface ImportGedcomResult {
  /** The people, ready for createChart. */
  data: Data
  /** What was odd in the file and what the import did about it, in plain words (at most 200 entries). */
  warnings: string[]
  /** The version read from the header. */
  version: GedcomVersion
  /**
   * The file's records other than people and families (sources, repositories, shared notes, media, submitters, records
   * of any other type) and the header lines that are not about the file itself (a `HEAD` node). The same list is kept
   * on the first person (`gedcom.records`); a file without people has only this: pass it to exportGedcom's `records`.
   */
  records: GedcomNode[]
}

/** Options of exportGedcom. */
export interface ExportGedcomOptions {
  /** GEDCOM version to write: `'5.5.1'` (the default) or `'7.0'`. */
  version?: GedcomVersion
  /**
   * Records to write besides those kept on the people (importGedcom's `records`): how a file without people is
   * written back whole. A record whose id a person's kept records already have is written once.
   */
  records?: GedcomNode[]
  /**
   * Writes living people as private, as the chart's `setPrivacy` draws them: `{ living: true, years: 100, show:
   * 'private' | 'initials', label: 'Living' }` gives each living person (no death recorded, born less than `years`
   * ago or at an unknown date) only that name, the gender and the family links: no dates, places, events or kept
   * structures, and no marriage details with them. Leave it out (the default) to write everyone in full.
   * @since next
   */
  privacy?: LivingPrivacy
}

/** The key of `datum` under which the GEDCOM import keeps what the data fields do not show. */
export const GEDCOM_KEY = 'gedcom'
