// Shared by the PDF export tests: a chart's PDF made in jsdom, and what its pages draw, read back from the bytes.
import { inflateSync } from 'node:zlib'
import { chartOf } from './helpers'
import type { Data } from '../../src/data/types'

const libraries = async () => [require('jspdf'), require('svg2pdf.js')]

export async function pdfBytes(data: Data, options: Record<string, unknown>): Promise<Buffer> {
  const chart = chartOf(data, (c) => c.setCardHtml().setCardDisplay([['last name', 'first name']]))
  const blob: Blob = await (chart as any).exportPdf({ libraries, ...options })
  // jsdom's Blob has no arrayBuffer(); its FileReader reads one.
  const bytes = await new Promise<ArrayBuffer>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(reader.result as ArrayBuffer)
    reader.readAsArrayBuffer(blob)
  })
  return Buffer.from(bytes)
}

/** Every stream of the PDF, inflated where it is compressed. */
export function streams(pdf: Buffer): string[] {
  const text = pdf.toString('latin1')
  const out: string[] = []
  const start = /stream\r?\n/g
  let m: RegExpExecArray | null
  while ((m = start.exec(text))) {
    const from = m.index + m[0].length
    const raw = pdf.subarray(from, text.indexOf('endstream', from))
    try {
      out.push(inflateSync(raw).toString('latin1'))
    } catch {
      out.push(raw.toString('latin1'))
    }
  }
  return out
}

/** The glyph → text maps of the embedded fonts (their ToUnicode CMaps' bfchar entries), merged. */
export function toUnicode(pdf: Buffer): Map<string, string> {
  const map = new Map<string, string>()
  for (const s of streams(pdf).filter((s) => s.includes('beginbfchar'))) {
    for (const [, glyph, code] of s.matchAll(/<([0-9a-f]{4})>\s*<([0-9a-f]{4,8})>/gi)) {
      map.set(glyph.toLowerCase(), String.fromCodePoint(parseInt(code, 16)))
    }
  }
  return map
}

/** The text the page draws with embedded fonts: each hex string of glyph ids read through the ToUnicode maps. */
export function drawnText(pdf: Buffer): string[] {
  const map = toUnicode(pdf)
  const content = streams(pdf).filter((s) => / Tj| TJ/.test(s))
  return content.flatMap((s) =>
    [...s.matchAll(/<([0-9a-f]+)>\s*Tj/gi)].map(([, hex]) =>
      (hex.match(/.{4}/g) ?? []).map((glyph) => map.get(glyph.toLowerCase()) ?? '?').join(''),
    ),
  )
}
