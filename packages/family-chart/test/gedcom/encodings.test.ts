// importGedcom's input: line breaks (LF, CRLF, CR), a byte order mark, and bytes in UTF-8, UTF-16, ANSEL and ANSI.
import { importGedcom } from '../../src/gedcom'
import { fixture } from './helpers'

const LF = fixture('family-5.5.1.ged')
const expected = importGedcom(LF)

/** A small file whose names need more than ASCII, with the header's CHAR line given. */
const small = (char: string) =>
  `0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR ${char}\n0 @I1@ INDI\n1 NAME José /Müller/\n1 SEX M\n0 TRLR\n`

function utf16(text: string, bigEndian: boolean, bom: boolean): Uint8Array {
  const out = new Uint8Array((text.length + (bom ? 1 : 0)) * 2)
  let i = 0
  const put = (code: number) => {
    out[i++] = bigEndian ? code >> 8 : code & 0xff
    out[i++] = bigEndian ? code & 0xff : code >> 8
  }
  if (bom) put(0xfeff)
  for (let k = 0; k < text.length; k++) put(text.charCodeAt(k))
  return out
}

describe('line breaks and byte order mark', () => {
  it.each([
    ['CRLF', LF.replace(/\n/g, '\r\n')],
    ['CR only', LF.replace(/\n/g, '\r')],
    ['a UTF-8 byte order mark in the text', '\uFEFF' + LF],
    ['CRLF with a byte order mark', '\uFEFF' + LF.replace(/\n/g, '\r\n')],
  ])('%s gives the same data as LF', (_name, text) => {
    const result = importGedcom(text)
    expect(result.data).toEqual(expected.data)
    expect(result.warnings).toEqual(expected.warnings)
  })

  it('reads bytes with and without a UTF-8 byte order mark, as Uint8Array or ArrayBuffer', () => {
    const bytes = new TextEncoder().encode(small('UTF-8'))
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes])
    for (const input of [bytes, withBom, withBom.buffer]) {
      expect(importGedcom(input).data[0].data).toMatchObject({ 'first name': 'José', 'last name': 'Müller' })
    }
    expect(importGedcom(new TextEncoder().encode(LF)).data).toEqual(expected.data)
  })
})

describe('character sets', () => {
  it.each([
    ['UTF-16 LE with BOM', utf16(small('UNICODE'), false, true)],
    ['UTF-16 BE with BOM', utf16(small('UNICODE'), true, true)],
    ['UTF-16 LE without BOM', utf16(small('UNICODE'), false, false)],
    ['UTF-16 BE without BOM', utf16(small('UNICODE'), true, false)],
  ])('%s', (_name, bytes) => {
    const { data, warnings } = importGedcom(bytes)
    expect(data[0].data).toMatchObject({ 'first name': 'José', 'last name': 'Müller', gender: 'M' })
    expect(warnings).toEqual([])
  })

  it('ANSEL: diacritics written before the letter become composed letters, special letters map', () => {
    const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))
    const bytes = new Uint8Array([
      ...ascii('0 HEAD\n1 GEDC\n2 VERS 5.5.1\n1 CHAR ANSEL\n0 @I1@ INDI\n1 NAME Jos'),
      0xe2,
      ...ascii('e /M'),
      0xe8,
      ...ascii('uller/\n'),
      ...ascii('0 @I2@ INDI\n1 NAME '),
      0xa1,
      ...ascii('ukasz /'),
      0xf0,
      ...ascii('Celik/\n'),
      ...ascii('0 @I3@ INDI\n1 NAME Bj'),
      0xb2,
      ...ascii('rn /Stra'),
      0xc7,
      ...ascii('e/\n0 TRLR\n'),
    ])
    const { data, warnings } = importGedcom(bytes)
    expect(data.map((d) => `${d.data['first name']} ${d.data['last name']}`)).toEqual([
      'José Müller',
      'Łukasz Çelik',
      'Bjørn Straße',
    ])
    expect(data[0].data['first name']).toBe('Jos\u00e9') // one composed code point, not e + U+0301
    expect(warnings.filter((w) => !w.includes('SEX'))).toEqual([])
  })

  it('ANSEL passed as text warns to pass the bytes', () => {
    const { warnings } = importGedcom(small('ANSEL'))
    expect(warnings.some((w) => w.includes('Pass its bytes'))).toBe(true)
  })

  it('ANSI / Windows-1252 bytes', () => {
    const bytes = new Uint8Array([...small('ANSI')].map((c) => c.charCodeAt(0)))
    expect(importGedcom(bytes).data[0].data).toMatchObject({ 'first name': 'José', 'last name': 'Müller' })
  })

  it('a file that says UTF-8 but is not: read as Windows-1252, with a warning', () => {
    const bytes = new Uint8Array([...small('UTF-8')].map((c) => c.charCodeAt(0)))
    const { data, warnings } = importGedcom(bytes)
    expect(data[0].data['first name']).toBe('José')
    expect(warnings.some((w) => w.includes('not valid UTF-8'))).toBe(true)
  })
})
