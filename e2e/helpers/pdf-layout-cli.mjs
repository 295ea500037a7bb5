// Prints where a PDF page's texts and images are, as JSON: each text item with its origin, each painted image with its
// box (page points, origin bottom left). pdfjs-dist, in its own Node process as pdf-text-cli.mjs.
//
//   node e2e/helpers/pdf-layout-cli.mjs file.pdf
import { readFileSync } from 'node:fs'
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

const multiply = (m, n) => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
]

/** The boxes of the images an operator list paints, following the transformation matrix through saves and forms. */
function imageBoxes({ fnArray, argsArray }) {
  const stack = []
  let ctm = [1, 0, 0, 1, 0, 0]
  const boxes = []
  fnArray.forEach((fn, i) => {
    const args = argsArray[i]
    if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) stack.push(ctm)
    if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = stack.pop() ?? ctm
    if (fn === OPS.transform) ctm = multiply(ctm, args)
    if (fn === OPS.paintFormXObjectBegin && args[0]) ctm = multiply(ctm, args[0])
    if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      const xs = [ctm[4], ctm[4] + ctm[0], ctm[4] + ctm[2], ctm[4] + ctm[0] + ctm[2]]
      const ys = [ctm[5], ctm[5] + ctm[1], ctm[5] + ctm[3], ctm[5] + ctm[1] + ctm[3]]
      boxes.push({ x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) })
    }
  })
  return boxes
}

const data = new Uint8Array(readFileSync(process.argv[2]))
const pdf = await getDocument({ data, useSystemFonts: false, verbosity: 0 }).promise
const pages = []
for (let i = 1; i <= pdf.numPages; i++) {
  const page = await pdf.getPage(i)
  const content = await page.getTextContent()
  const texts = content.items
    .filter((item) => 'str' in item && item.str.trim())
    .map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5] }))
  pages.push({ texts, images: imageBoxes(await page.getOperatorList()) })
}
process.stdout.write(JSON.stringify(pages))
