// Prints the text layer of a PDF, one string per page, as JSON (pdfjs-dist; run in its own Node process, since the
// jest e2e suite is CommonJS and pdfjs-dist is an ES module).
//
//   node e2e/helpers/pdf-text-cli.mjs file.pdf
import { readFileSync } from 'node:fs'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

const data = new Uint8Array(readFileSync(process.argv[2]))
const pdf = await getDocument({ data, useSystemFonts: false, verbosity: 0 }).promise
const pages = []
for (let i = 1; i <= pdf.numPages; i++) {
  const content = await (await pdf.getPage(i)).getTextContent()
  pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '))
}
process.stdout.write(JSON.stringify(pages))
