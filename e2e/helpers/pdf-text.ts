// The text layer of a PDF (one string per page), read with pdfjs-dist in a child Node process.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export function pdfText(bytes: Uint8Array | Buffer): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'f3-pdf-')), 'doc.pdf')
  writeFileSync(file, bytes)
  return JSON.parse(execFileSync(process.execPath, [join(__dirname, 'pdf-text-cli.mjs'), file], { encoding: 'utf8' }))
}

export interface PdfLayout {
  texts: { str: string; x: number; y: number }[]
  images: { x0: number; y0: number; x1: number; y1: number }[]
}

/** Where each page's text items start and where its images are painted (page points, origin bottom left). */
export function pdfLayout(bytes: Uint8Array | Buffer): PdfLayout[] {
  const file = join(mkdtempSync(join(tmpdir(), 'f3-pdf-')), 'doc.pdf')
  writeFileSync(file, bytes)
  return JSON.parse(execFileSync(process.execPath, [join(__dirname, 'pdf-layout-cli.mjs'), file], { encoding: 'utf8' }))
}
