// The record scanner (src/gedcom/record-scan.ts, scan-person.ts, scan-family.ts) reads INDI and FAM records without
// building their structures, and gives records it does not fully recognise to the line-by-line reader. Property: on
// random files of real shapes, with odd lines mixed in, an import with the scanner gives exactly what an import
// without it gives: data, warnings, records, the record copies export may write back, and the exported text.
import * as fc from 'fast-check'
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { SCAN } from '../../src/gedcom/index-records'
import { recordCopyOf, type RecordCopy } from '../../src/gedcom/lazy-kept'
import { RecordLines, scanRecord } from '../../src/gedcom/record-scan'
import type { Data } from '../../src/data/types'
import { fileArb, writeFile, type Version } from './real-shapes'

const SEED = 20261127

/** Ways to write a line that the scanner must either read as the line reader does or give up on. */
const ODD: ((line: string, version: Version) => string[])[] = [
  (l) => [l.replace(/^(\d+) /, '$1  ')], // two spaces after the level
  (l) => [l + ' '], // a blank at the end
  (l) => [l.replace(/^(\d+) (\S+) /, '$1 $2\t')], // a tab after the tag
  (l) => [l.replace(/^(\d+) ([A-Z_]+)/, (_m, n, t: string) => `${n} ${t.toLowerCase()}`)], // a small-letter tag
  (l) => splitWithConc(l), // the value continued on a CONC line
  (l) => [l, `${level(l) + 1} CONT more`], // a CONT line below
  (l, v) => [l.replace(/ ([^ @]+)$/, v === '5.5.1' ? ' $1@@x' : ' @@$1')], // an escaped @
  (l) => [l, ''], // a blank line
  (l) => [l, `${level(l) + 2} _JUMP skipped a level`],
  (l) => [l, `${level(l) + 1} _CUSTOM @S1@`], // a pointer in a custom tag
  (l) => (level(l) === 0 && l.endsWith('INDI') ? [l, '1 ADOP', '2 FAMC @F1@', '3 ADOP HUSB'] : [l]),
  (l) => (level(l) === 0 && l.endsWith('INDI') ? [l, '1 SEX x', '1 BIRT', '2 DATE  1900 '] : [l]),
  (l) => (/^1 (FAMC|FAMS|CHIL|HUSB)/.test(l) ? [l, '2 PEDI foster'] : [l]),
  (l) => (/^1 CHIL/.test(l) ? [l, '2 _MREL Step', '2 _FREL Natural'] : [l]),
  (l) => (/^1 (BIRT|DEAT|MARR)$/.test(l) ? [`${l} Y`] : [l]),
  (l) => (/^1 (HUSB|WIFE|CHIL) /.test(l) ? [l, l] : [l]), // a repeated partner or child
  (l) => (/^0 @I\d+@ INDI$/.test(l) ? [l.replace('@I', '@X')] : [l]), // a record no one points at
  (l) => (/^1 (FAMC|FAMS) /.test(l) ? ['1 FAMS @VOID@'] : [l]),
  (l) => [l.replace(/^0 @I\d+@ INDI$/, '0 @I1@ INDI').replace(/^0 @F\d+@ FAM$/, '0 @F1@ FAM')], // a duplicate id
  (l) => [l.replace(/^0 @F\d+@ FAM$/, '0 @I1@ FAM')], // a family with a person's id
]

// Files as a plain exporter writes them (only the lines the data fields hold), where the scanner reads most records:
// people in one or two families, events out of order, marriages that ended in each way GEDCOM says it.
const endArb = fc.constantFrom(
  '',
  '1 DIV',
  '1 DIV N',
  '1 ANUL',
  '1 _SEP',
  '1 _SEPARATED',
  '1 _SEPR',
  '1 EVEN\n2 TYPE Marriage ended',
)
const plainPersonArb = fc.record({
  first: fc.constantFrom('Ann', 'Jo', '', 'Li Na', 'A/B'),
  last: fc.constantFrom('Lee', '', 'van Dijk', 'C/D'),
  parts: fc.boolean(),
  sex: fc.constantFrom('M', 'F', 'm', 'U'),
  birth: fc.constantFrom('', '1900', ' ABT 1850', '12 MAR 1877'),
  death: fc.constantFrom('', '1950', 'BEF 1920'),
  deathFirst: fc.boolean(),
  parents: fc.array(fc.nat({ max: 3 }), { maxLength: 2 }),
})
const plainFileArb = fc.record({
  people: fc.array(plainPersonArb, { minLength: 2, maxLength: 10 }),
  ends: fc.array(endArb, { minLength: 4, maxLength: 4 }),
  marriages: fc.array(fc.constantFrom('', '1 MARR\n2 DATE 1870', '1 MARR Y', '1 MARR\n2 PLAC Leeds'), {
    minLength: 4,
    maxLength: 4,
  }),
})

function writePlainFile(file: PlainFile, version: Version): string {
  const out = ['0 HEAD', '1 GEDC', `2 VERS ${version}`]
  const n = file.people.length
  // Family k: partners 2k and 2k + 1 (when there are), children the people who name it among their parents.
  const families = file.ends.map((end, k) => ({
    id: `F${k + 1}`,
    husband: 2 * k < n ? 2 * k : -1,
    wife: 2 * k + 1 < n ? 2 * k + 1 : -1,
    children: [] as number[],
    lines: [file.marriages[k], end].filter(Boolean),
  }))
  file.people.forEach((p, i) => p.parents.forEach((f) => families[f].children.push(i)))
  file.people.forEach((p, i) => {
    out.push(`0 @I${i + 1}@ INDI`, `1 NAME ${[p.first, p.last ? `/${p.last}/` : ''].filter(Boolean).join(' ')}`)
    if (p.parts) out.push(`2 GIVN ${p.first || 'x'}`, `2 SURN ${p.last || 'y'}`)
    out.push(`1 SEX ${p.sex}`)
    const events = [p.birth && ['1 BIRT', `2 DATE ${p.birth}`], p.death && ['1 DEAT', `2 DATE ${p.death}`]]
    for (const e of p.deathFirst ? events.reverse() : events) if (e) out.push(...e)
    for (const f of p.parents) out.push(`1 FAMC @F${f + 1}@`)
    for (const f of families) if (f.husband === i || f.wife === i) out.push(`1 FAMS @${f.id}@`)
  })
  for (const f of families) {
    if (f.husband < 0 && f.wife < 0 && !f.children.length) continue
    out.push(`0 @${f.id}@ FAM`)
    if (f.husband >= 0) out.push(`1 HUSB @I${f.husband + 1}@`)
    if (f.wife >= 0) out.push(`1 WIFE @I${f.wife + 1}@`)
    out.push(...f.lines, ...f.children.map((c) => `1 CHIL @I${c + 1}@`))
  }
  out.push('0 TRLR')
  return out.join('\n') + '\n'
}

type PlainFile = typeof plainFileArb extends fc.Arbitrary<infer T> ? T : never

const level = (line: string) => Number(/^\d+/.exec(line)?.[0] ?? 0)

function splitWithConc(line: string): string[] {
  const m = /^(\d+) (\S+) (.{2,})$/.exec(line)
  if (!m || m[3].startsWith('@')) return [line]
  const cut = m[3].length >> 1
  return [`${m[1]} ${m[2]} ${m[3].slice(0, cut)}`, `${Number(m[1]) + 1} CONC ${m[3].slice(cut)}`]
}

/** The file with line k written the odd way odd[k] says (-1: as it is), and its line breaks as `eol`. */
function mangle(text: string, odd: number[], version: Version, eol: string): string {
  const out: string[] = []
  text
    .split('\n')
    .forEach((line, k) =>
      out.push(...(k > 0 && line && odd[k % odd.length] >= 0 ? ODD[odd[k % odd.length]](line, version) : [line])),
    )
  return out.join(eol)
}

const oddArb = fc.array(fc.oneof({ weight: 6, arbitrary: fc.constant(-1) }, fc.nat({ max: ODD.length - 1 })), {
  minLength: 1,
  maxLength: 40,
})

/** Everything an import gives, read in the order that keeps record copies possible (export before JSON). */
function importBothWays(text: string, version: Version) {
  const read = (scan: boolean) => {
    SCAN.on = scan
    try {
      const r = importGedcom(text)
      const copies = copiesOf(r.data)
      const exported = exportGedcom(r.data, { version, records: r.records })
      return { copies, exported, json: JSON.stringify(r) }
    } finally {
      SCAN.on = true
    }
  }
  return { fast: read(true), lines: read(false) }
}

/** The record strings export may copy (print and text), of each person and kept family. */
function copiesOf(data: Data): (RecordCopy | undefined)[] {
  const out: (RecordCopy | undefined)[] = []
  for (const d of data) {
    out.push(recordCopyOf(d.gedcom))
    for (const f of (d.gedcom as { families?: object[] } | undefined)?.families ?? []) out.push(recordCopyOf(f))
  }
  return out
}

describe.each(['5.5.1', '7.0'] as const)('record scanner, GEDCOM %s', (version) => {
  it('reads every record as the line-by-line reader does, odd lines and line breaks included', () => {
    let scanned = 0
    fc.assert(
      fc.property(fileArb, oddArb, fc.constantFrom('\n', '\r\n', '\r'), (file, odd, eol) => {
        const text = mangle(writeFile(file, version), odd, version, eol)
        const before = SCAN.read
        const { fast, lines } = importBothWays(text, version)
        scanned += SCAN.read - before
        expect(fast.copies).toEqual(lines.copies)
        expect(fast.exported).toBe(lines.exported)
        expect(fast.json).toBe(lines.json)
      }),
      { seed: SEED, numRuns: 150 },
    )
    // The scanner did read records (the property compares something).
    expect(scanned).toBeGreaterThan(300)
  })

  it('reads plain records as the line-by-line reader does', () => {
    fc.assert(
      fc.property(plainFileArb, oddArb, (file, odd) => {
        const text = mangle(writePlainFile(file, version), odd, version, '\n')
        const { fast, lines } = importBothWays(text, version)
        expect(fast.copies).toEqual(lines.copies)
        expect(fast.exported).toBe(lines.exported)
        expect(fast.json).toBe(lines.json)
      }),
      { seed: SEED, numRuns: 300 },
    )
  })
})

describe('scanRecord', () => {
  const scan = (body: string) => scanRecord('0 @I1@ INDI\n' + body, 12, '5.5.1', new RecordLines())

  it('reads the lines an exporter writes, up to the next record', () => {
    const lines = new RecordLines()
    const src = '0 @I1@ INDI\n1 NAME Ann /Lee/\n1 BIRT\n2 DATE 1900\n1 FAMS @F1@\n0 TRLR\n'
    expect(scanRecord(src, 12, '5.5.1', lines)).toBe(true)
    expect(lines.count).toBe(4)
    expect(lines.end).toBe(src.indexOf('0 TRLR'))
    expect(lines.text(0)).toBe('Ann /Lee/')
    expect(lines.text(2)).toBe('1900')
    expect(lines.pointer(3)).toBe('F1')
  })

  it.each([
    ['two spaces', '1  NAME Ann\n'],
    ['a blank after a tag without value', '1 BIRT \n'],
    ['a small-letter tag', '1 name Ann\n'],
    ['an escaped @', '1 NOTE a@@b\n'],
    ['a level jump', '1 BIRT\n3 DATE 1900\n'],
    ['a blank line', '1 SEX F\n\n1 BIRT\n'],
    ['a CONT on level 1', '1 CONT x\n'],
    ['a line over 255 characters', `1 NOTE ${'x'.repeat(260)}\n`],
    ['a broken next record', '1 SEX F\n0 @I2 INDI\n'],
  ])('gives up on %s', (_what, body) => {
    expect(scan(body)).toBe(false)
  })
})
