/**
 * @jest-environment jsdom
 */
// The site's Export menu entries: each downloads a file named after the main person through the library's API.
import { chartExportItems } from './export-items'

// The packages' browser builds are ES modules jest does not load here; what matters is which packages are asked for.
jest.mock('jspdf', () => ({ jsPDF: class FakeJsPdf {} }))
jest.mock('svg2pdf.js', () => ({ svg2pdf: async () => undefined }))

function fakeChart() {
  return {
    getMainDatum: () => ({
      id: 'a',
      data: { gender: 'F', 'first name': 'Marie', 'last name': 'Skłodowska/Curie' },
      rels: {},
    }),
    exportSvg: jest.fn(async (o: any) => {
      o.onWarning('1 image(s) could not be read')
      return '<svg xmlns="http://www.w3.org/2000/svg"/>'
    }),
    exportPng: jest.fn(async (_options?: any) => new Blob(['png'], { type: 'image/png' })),
    exportPdf: jest.fn(async (_options?: any) => new Blob(['%PDF'], { type: 'application/pdf' })),
    print: jest.fn(async () => undefined),
  }
}

describe('chartExportItems', () => {
  let downloads: { name: string; type: string }[]
  beforeEach(() => {
    downloads = []
    let last: Blob | null = null
    ;(URL as any).createObjectURL = (b: Blob) => {
      last = b
      return 'blob:x'
    }
    ;(URL as any).revokeObjectURL = () => {}
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, type: last!.type })
    })
  })
  afterEach(() => jest.restoreAllMocks())

  it('offers SVG, PNG, PDF and Print, in that order', () => {
    expect(chartExportItems(() => null).map((i) => i.label)).toEqual([
      'SVG image',
      'PNG image',
      'PDF document',
      'Print…',
    ])
  })

  it("downloads each format under the main person's name and reports warnings", async () => {
    const chart = fakeChart()
    const [svg, png, pdf, print] = chartExportItems(() => chart as any, { pngScale: 3 })
    expect(await svg.run()).toBe('Saved Marie-Skłodowska-Curie-family-tree.svg. Note: 1 image(s) could not be read.')
    expect(await png.run()).toBe('Saved Marie-Skłodowska-Curie-family-tree.png.')
    expect(await pdf.run()).toBe('Saved Marie-Skłodowska-Curie-family-tree.pdf.')
    expect(downloads).toEqual([
      { name: 'Marie-Skłodowska-Curie-family-tree.svg', type: 'image/svg+xml' },
      { name: 'Marie-Skłodowska-Curie-family-tree.png', type: 'image/png' },
      { name: 'Marie-Skłodowska-Curie-family-tree.pdf', type: 'application/pdf' },
    ])
    expect(chart.exportPng.mock.calls[0][0]).toMatchObject({ scale: 3 })
    expect(await print.run()).toBe('Sent the tree to the print dialog.')
    expect(chart.print).toHaveBeenCalled()
  })

  it("leaves a private main person's name out of the file name (setPrivacy)", async () => {
    const chart = { ...fakeChart(), store: { state: { tree: { data: [{ main: true, is_private: true }] } } } }
    const [svg] = chartExportItems(() => chart as any)
    expect(await svg.run()).toMatch(/^Saved family-tree\.svg\./)
    expect(downloads.map((d) => d.name)).toEqual(['family-tree.svg'])
  })

  it('hands the PDF export the site fonts and a loader of jsPDF and svg2pdf.js', async () => {
    const chart = fakeChart()
    const font = { name: 'DejaVu Sans Condensed', url: '/fonts/DejaVuSansCondensed.ttf', onlyWhenNeeded: true }
    const cjk = { name: 'Noto Sans CJK Names', url: '/fonts/NotoSansCJK-names.ttf', unicodeRange: 'U+4E00-9FFF' }
    await chartExportItems(() => chart as any, { pdfFont: font, pdfScriptFonts: [cjk] })[2].run()
    const options = chart.exportPdf.mock.calls[0][0] as any
    expect(options.font).toEqual(font)
    expect(options.scriptFonts).toEqual([cjk])
    const [jspdf, svg2pdf] = await options.libraries()
    expect(jspdf.jsPDF.name).toBe('FakeJsPdf')
    expect(typeof svg2pdf.svg2pdf).toBe('function')
  })

  it('says the chart is not ready when there is none yet', async () => {
    await expect(chartExportItems(() => null)[0].run()).rejects.toThrow('The chart is not ready yet')
    expect(downloads).toEqual([])
  })
})
