// v2 example 32: a family in Chinese: the chart's words and kinship terms in Chinese (family-chart/locales/zh), the
// family name before the given name, card text measured in real glyphs so that it fits, and a PDF whose names are
// drawn in a CJK font the export downloads only because the names need it.
import type { ExampleDefinition } from '../types'

const example: ExampleDefinition = {
  dataUrl: '/data/data-chinese.json',
  css: `.f3 .pdf-bar {
  position: absolute; top: 10px; right: 10px; z-index: 2; max-width: calc(100% - 20px);
  display: flex; flex-direction: column; align-items: flex-end; gap: 4px;
}
.f3 .pdf-bar button {
  padding: 6px 12px; border-radius: 6px; border: 1px solid rgba(255, 255, 255, 0.3);
  background: rgba(40, 40, 40, 0.95); color: #fff; font: inherit; cursor: pointer;
}
.f3 .pdf-status { font-size: 12px; color: #ddd; }`,
  code: `function create(data) {
  const f3Chart = f3.createChart('#FamilyChart', data)
    .setTransitionTime(1000)
    .setCardXSpacing(250)
    .setCardYSpacing(150)
    .setLocale(f3Locales.zh)

  // Chinese names start with the family name.
  f3Chart.setCardHtml()
    .setCardDisplay([["last name", "first name"], ["birthday"]])
    .setMiniTree(true)

  f3Chart.updateTree({ initial: true })

  // A PDF keeps the names as text in a font that has them. The built-in PDF fonts have no Chinese characters, so
  // the export embeds a CJK font, downloaded only when a name has a letter in its unicodeRange.
  const cjkFont = {
    name: 'Noto Sans CJK Names',
    url: '/fonts/NotoSansCJK-names.ttf',
    unicodeRange: 'U+2E80-9FFF, U+AC00-D7AF, U+F900-FAFF, U+FF00-FFEF',
  }
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

  const bar = document.createElement('div')
  bar.className = 'pdf-bar'
  const button = document.createElement('button')
  button.type = 'button'
  button.textContent = '保存为 PDF'
  const status = document.createElement('span')
  status.className = 'pdf-status'
  status.setAttribute('role', 'status')
  button.addEventListener('click', () => {
    status.textContent = '正在生成 PDF…'
    f3Chart.exportPdf({ pageSize: 'a4', libraries: pdfLibraries, scriptFonts: [cjkFont] }).then(
      (pdf) => {
        const link = document.createElement('a')
        link.href = URL.createObjectURL(pdf)
        link.download = 'family-tree.pdf'
        link.click()
        setTimeout(() => URL.revokeObjectURL(link.href), 30000)
        status.textContent = '已保存 family-tree.pdf'
      },
      (error) => { status.textContent = 'PDF 导出失败：' + error.message },
    )
  })
  bar.append(button, status)
  f3Chart.cont.append(bar)
}`,
}

export default example
