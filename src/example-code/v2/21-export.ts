// v2 example 21: export the whole tree as SVG, PNG or PDF, or print it, from buttons on the chart.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data.json',
  css: `.f3 .export-bar {
  position: absolute; top: 10px; right: 10px; z-index: 2; max-width: calc(100% - 20px);
  display: flex; flex-wrap: wrap; justify-content: flex-end; align-items: center; gap: 6px;
}
.f3 .export-bar button {
  padding: 6px 12px; border-radius: 6px; border: 1px solid rgba(255, 255, 255, 0.3);
  background: rgba(40, 40, 40, 0.95); color: #fff; font: inherit; cursor: pointer;
}
.f3 .export-bar button:hover { background: rgba(70, 70, 70, 0.95); }
.f3 .export-status { flex-basis: 100%; text-align: right; font-size: 12px; color: #ddd; }`,
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setLinkSpouseText((sp1, sp2) => 'married')

  f3Chart.setCardHtml()
    .setCardDisplay([["first name", "last name"], ["birthday"]])

  f3Chart.updateTree({ initial: true })

  // Every export draws the whole tree, not only what is on screen.
  const bar = document.createElement('div')
  bar.className = 'export-bar'
  const status = document.createElement('span')
  status.className = 'export-status'
  status.setAttribute('role', 'status')

  // The file is named after the person in the middle of the tree.
  const fileName = (extension) => {
    const person = f3Chart.getMainDatum().data
    const name = [person['first name'], person['last name']].filter(Boolean).join(' ') || 'family'
    return name.replace(/[^\\p{L}\\p{N}]+/gu, '-') + '-family-tree.' + extension
  }
  const save = (blob, name) => {
    const link = document.createElement('a')
    link.href = URL.createObjectURL(blob)
    link.download = name
    link.click()
    setTimeout(() => URL.revokeObjectURL(link.href), 30000)
    return 'Saved ' + name
  }

  // jsPDF and svg2pdf.js make the PDF; they are loaded the first time someone asks for one.
  const loadScript = (src) => new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.src = src
    script.onload = resolve
    script.onerror = () => reject(new Error('Could not load ' + src))
    document.head.append(script)
  })
  const pdfLibraries = () => loadScript('https://cdn.jsdelivr.net/npm/jspdf@4/dist/jspdf.umd.min.js')
    .then(() => loadScript('https://cdn.jsdelivr.net/npm/svg2pdf.js@2/dist/svg2pdf.umd.min.js'))
    .then(() => ({ jsPDF: window.jspdf.jsPDF, svg2pdf: window.svg2pdf.svg2pdf }))

  const actions = {
    SVG: () => f3Chart.exportSvg().then((svg) => save(new Blob([svg], { type: 'image/svg+xml' }), fileName('svg'))),
    PNG: () => f3Chart.exportPng({ scale: 2 }).then((png) => save(png, fileName('png'))),
    PDF: () => f3Chart.exportPdf({ pageSize: 'a4', libraries: pdfLibraries }).then((pdf) => save(pdf, fileName('pdf'))),
    Print: () => f3Chart.print().then(() => 'Sent to the printer'),
  }
  for (const [label, run] of Object.entries(actions)) {
    const button = document.createElement('button')
    button.type = 'button'
    button.textContent = label
    button.addEventListener('click', () => {
      status.textContent = 'Exporting ' + label + '…'
      run().then(
        (message) => { status.textContent = message },
        (error) => { status.textContent = 'Export failed: ' + error.message },
      )
    })
    bar.append(button)
  }
  bar.append(status)
  f3Chart.cont.append(bar)
}`,
}

export default example
