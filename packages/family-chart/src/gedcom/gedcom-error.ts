/** GedcomError: the one error importGedcom and exportGedcom throw, with a message meant for people. */

/** Why a GEDCOM could not be read or written. */
export type GedcomErrorCode = 'empty' | 'not-gedcom' | 'bad-input' | 'bad-option'

/**
 * Thrown for input that is not GEDCOM at all (or not text), and for bad export arguments. Everything else in a file
 * (broken pointers, cycles, duplicate ids, a missing trailer) ends up in the import's `warnings` instead.
 */
export class GedcomError extends Error {
  readonly code: GedcomErrorCode
  constructor(code: GedcomErrorCode, message: string) {
    super(message)
    this.name = 'GedcomError'
    this.code = code
    // Keeps instanceof working when compiled to ES5-style classes.
    Object.setPrototypeOf(this, GedcomError.prototype)
  }
}
