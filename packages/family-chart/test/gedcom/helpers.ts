// Shared helpers of the GEDCOM tests: fixture files, lookups and the kept structures of a person.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Data, Datum } from '../../src/data/types'
import type { GedcomNode, KeptPerson } from '../../src/gedcom'

export const FIXTURES = join(__dirname, '..', 'fixtures', 'gedcom')

/** A fixture's text, with LF line breaks as committed. */
export function fixture(name: string): string {
  return readFileSync(join(FIXTURES, name), 'utf8')
}

export function person(data: Data, id: string): Datum {
  const d = data.find((x) => x.id === id)
  if (!d) throw new Error(`no person ${id}`)
  return d
}

export function kept(d: Datum): KeptPerson {
  return (d.gedcom ?? {}) as KeptPerson
}

/** The first kept structure with this tag. */
export function keptNode(d: Datum, tag: string): GedcomNode | undefined {
  return kept(d).nodes?.find((n) => n.tag === tag)
}

/** The lines of a GEDCOM text, without the trailing empty one. */
export function linesOf(text: string): string[] {
  return text.split('\n').filter((l, i, all) => l !== '' || i < all.length - 1)
}

/** The lines of the record with this id (its level-0 line and those below it). */
export function recordLines(text: string, xref: string): string[] {
  const lines = linesOf(text)
  const start = lines.findIndex((l) => l.startsWith(`0 @${xref}@ `))
  if (start < 0) throw new Error(`no record @${xref}@`)
  const end = lines.findIndex((l, i) => i > start && l.startsWith('0 '))
  return lines.slice(start, end)
}

/**
 * What is wrong with a GEDCOM text as written by exportGedcom, by the rules of the version: line grammar, levels
 * that step down by one at most, a header with GEDC.VERS (and CHAR and SUBM for 5.5.1), the trailer, unique record
 * ids, pointers to records that exist (but those in `keptDangling`: pointers the imported file had to records it did
 * not have, which 5.5.1 writes back as they were), 255-character lines and no CONC in 7.0.
 */
export function gedcomProblems(
  text: string,
  version: '5.5.1' | '7.0',
  keptDangling: ReadonlySet<string> = new Set(),
): string[] {
  const problems: string[] = []
  if (!text.endsWith('\n')) problems.push('no final line break')
  const lines = linesOf(text)
  const defined = new Set<string>()
  const pointers: string[] = []
  let previous = -1
  const line = /^(0|[1-9][0-9]*)( @([^@]+)@)? ([A-Z0-9_]+)( (.*))?$/
  lines.forEach((l, i) => {
    const m = line.exec(l)
    if (!m) {
      problems.push(`line ${i + 1} is not GEDCOM: ${JSON.stringify(l)}`)
      return
    }
    const level = Number(m[1])
    if (level > previous + 1) problems.push(`line ${i + 1} jumps from level ${previous} to ${level}`)
    previous = level
    if (m[3] !== undefined) {
      if (level !== 0) problems.push(`line ${i + 1} has an id below level 0`)
      if (defined.has(m[3])) problems.push(`id @${m[3]}@ defined twice`)
      defined.add(m[3])
      if (version === '7.0' ? !/^[A-Z0-9_]+$/.test(m[3]) : m[3].length > 20) problems.push(`bad id @${m[3]}@`)
    }
    const value = m[6]
    if (value !== undefined) {
      const pointer = /^@([^@#][^@]*)@$/.exec(value)
      if (pointer) pointers.push(pointer[1])
      else if (
        version === '7.0' ? /^@(?!@)/.test(value) : /(^|[^@])@(@@)*(?!@|#)/.test(value.replace(/@#[^@]*@/g, ''))
      ) {
        problems.push(`line ${i + 1} has an unescaped @: ${JSON.stringify(l)}`)
      }
      if (value === '') problems.push(`line ${i + 1} ends with a space`)
    }
    if (version === '5.5.1' && l.length > 255) problems.push(`line ${i + 1} is ${l.length} characters long`)
    if (version === '7.0' && m[4] === 'CONC') problems.push(`line ${i + 1}: CONC in 7.0`)
  })
  if (lines[0] !== '0 HEAD') problems.push('does not start with 0 HEAD')
  if (lines[lines.length - 1] !== '0 TRLR') problems.push('does not end with 0 TRLR')
  const headEnd = lines.findIndex((l, i) => i > 0 && l.startsWith('0 '))
  const head = lines.slice(0, headEnd)
  const gedc = head.indexOf('1 GEDC')
  if (gedc < 0 || head[gedc + 1] !== `2 VERS ${version}`) problems.push('no GEDC.VERS of the version')
  if (version === '5.5.1') {
    if (!head.includes('1 CHAR UTF-8')) problems.push('no CHAR UTF-8')
    const subm = head.find((l) => l.startsWith('1 SUBM @'))
    if (!subm) problems.push('no HEAD.SUBM')
    else if (!lines.includes(`0 ${subm.slice(7)} SUBM`)) problems.push('HEAD.SUBM names no SUBM record')
  } else if (head.some((l) => l.startsWith('1 CHAR'))) problems.push('CHAR in 7.0')
  for (const p of pointers)
    if (!defined.has(p) && !(version === '7.0' && p === 'VOID') && !keptDangling.has(p))
      problems.push(`pointer @${p}@ names no record`)
  return problems
}

/** The pointers of a GEDCOM text that name no record of it (@VOID@ aside). */
export function danglingPointersOf(text: string): Set<string> {
  const defined = new Set<string>()
  const named = new Set<string>()
  for (const line of linesOf(text)) {
    const m = /^\s*\d+(?: @([^@]+)@)? \S+(?: @([^@#][^@]*)@)?\s*$/.exec(line)
    if (m?.[1] !== undefined) defined.add(m[1])
    if (m?.[2] !== undefined && m[2] !== 'VOID') named.add(m[2])
  }
  return new Set([...named].filter((p) => !defined.has(p)))
}
