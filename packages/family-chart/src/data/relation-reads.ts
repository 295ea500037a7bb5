/**
 * What building a relation index read from the data, kept beside the index so that a later layout can tell whether
 * the data would build the same index again (relation-index-cache.ts).
 *
 * A reference is kept as what it resolved to: the position of the person it names, or -1 for none (an id no one
 * has, a value that is not an id, the person themself). Two values that resolve alike build the same index, so
 * nothing more of them is kept, and all of it is numbers in typed arrays, which the garbage collector never scans.
 * The copy of every value read that this replaces held a reference per value, made while the first layout ran,
 * which the garbage collector then had to scan (bench/NOTES.md, "A million people in memory").
 */
import { IntList } from './int-list'

/** In a list stream: the person's field was not a list (the build ignores it). */
export const NOT_A_LIST = -1

export interface RelationReads {
  /** How many entries the data list had. */
  dataLength: number
  /** By position: what the person's own `rels.father` and `rels.mother` resolved to. */
  father: Int32Array
  mother: Int32Array
  /** Person by person, in position order: NOT_A_LIST, or the list's length and then what each entry resolved to. */
  spouses: IntList
  children: IntList
  /** Only the people whose `rels.other_parents` is a list: their position, its length, what each entry resolved to. */
  otherParents: IntList
  /** Pairs of a position and 1 if that person's gender was 'F', for each gender the build read (only a few). */
  genders: IntList
}

export function createRelationReads(dataLength: number, people: number): RelationReads {
  return {
    dataLength,
    father: new Int32Array(people),
    mother: new Int32Array(people),
    // Most people have a list of spouses, with a spouse: about two numbers each.
    spouses: new IntList(2 * people),
    // Sized by the index once it knows how many children name their parents (see relationIndexAndReadsSteps).
    children: new IntList(),
    otherParents: new IntList(),
    genders: new IntList(),
  }
}
