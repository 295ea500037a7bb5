/** Types of the GEDCOM entry point: parsed lines, what is kept on people, options and results. */
import type { Data } from '../data/types'

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
  /** For a family without partners only: its children (with partners they come from the people's relations). */
  children?: string[]
  /** The family's structures other than HUSB, WIFE and CHIL: marriage, divorce, notes, sources, custom tags ... */
  nodes?: GedcomNode[]
  /** Structures below a CHIL line (relationship notes of some programs), by child id. */
  childNodes?: Record<string, GedcomNode[]>
}

/**
 * What a person keeps of the GEDCOM file, in `datum.gedcom` (a key without a leading `_`, so the chart's save path
 * keeps it). Every field is optional and left out when empty.
 */
export interface KeptPerson {
  /**
   * The INDI record's structures the data does not show (other events, notes, sources, media, custom `_TAGS` ...),
   * and the NAME, SEX, BIRT and DEAT structures when they hold more than the data fields (a name suffix, GIVN/SURN,
   * a place, a source). Export merges edits of the data fields into these.
   */
  nodes?: GedcomNode[]
  /** Structures below the person's FAMC / FAMS lines (PEDI, STAT, notes), as FAMC / FAMS nodes with a pointer. */
  links?: GedcomNode[]
  /** FAMC links to families other than the one whose partners are the person's father and mother (adoption). */
  otherFamilies?: GedcomNode[]
  /** The gender the import gave a person whose SEX was not M or F (U, X or missing); the original SEX is in `nodes`. */
  gender?: 'M' | 'F'
  /** The families this person holds (see KeptFamily). */
  families?: KeptFamily[]
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
}

/** Options of exportGedcom. */
export interface ExportGedcomOptions {
  /** GEDCOM version to write: `'5.5.1'` (the default) or `'7.0'`. */
  version?: GedcomVersion
}

/** The key of `datum` under which the GEDCOM import keeps what the data fields do not show. */
export const GEDCOM_KEY = 'gedcom'
