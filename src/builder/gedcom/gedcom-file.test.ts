// Reading a GEDCOM file in the builder: people from the sample, a readable sentence for anything else.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { MAX_GEDCOM_BYTES, readGedcom } from './gedcom-file'

const bytesOf = (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer
const sample = readFileSync(join(__dirname, '..', '..', '..', 'static', 'data', 'sample-family.ged'))

describe('readGedcom', () => {
  it('reads the sample file: its people, its version, and notes as text', async () => {
    const result = await readGedcom(
      sample.buffer.slice(sample.byteOffset, sample.byteOffset + sample.byteLength) as ArrayBuffer,
      'sample-family.ged',
    )
    if ('error' in result) throw new Error(result.error)
    expect(result.people).toBeGreaterThan(10)
    expect(result.version).toMatch(/^5\.5\.1|^7/)
    expect(result.data.every((d) => typeof d.id === 'string' && (d.data.gender === 'M' || d.data.gender === 'F'))).toBe(
      true,
    )
    for (const w of result.warnings) expect(typeof w).toBe('string')
  })

  it('says that a file is not GEDCOM, naming it, instead of throwing', async () => {
    const result = await readGedcom(bytesOf('{"not": "gedcom"}'), 'family.json')
    expect(result).toEqual({ error: expect.stringMatching(/^family\.json could not be imported: /) })
  })

  it('says when a GEDCOM file holds nobody', async () => {
    const result = await readGedcom(bytesOf('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR UTF-8\n0 TRLR\n'), 'empty.ged')
    expect(result).toEqual({ error: 'empty.ged holds no people (no INDI records).' })
  })

  it('refuses a file too big to read in a tab', async () => {
    const result = await readGedcom(new ArrayBuffer(MAX_GEDCOM_BYTES + 1), 'huge.ged')
    expect(result).toEqual({
      error: expect.stringMatching(/^huge\.ged is \d+ MB; the builder reads GEDCOM files up to/),
    })
  })
})
