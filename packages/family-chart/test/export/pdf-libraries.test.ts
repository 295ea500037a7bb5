// jsPDF and svg2pdf.js are found when a PDF is asked for: from the option, the UMD globals, or one clear error.
import { loadPdfLibraries, PDF_LIBRARIES_MISSING } from '../../src/features/export/pdf-libraries'

class FakeJsPdf {}
const fakeSvg2pdf = async () => undefined

describe('loadPdfLibraries', () => {
  afterEach(() => {
    delete (globalThis as any).jspdf
    delete (globalThis as any).svg2pdf
  })

  it('takes the modules given, as objects, module pairs or a loader function', async () => {
    const want = { jsPDF: FakeJsPdf, svg2pdf: fakeSvg2pdf }
    expect(await loadPdfLibraries({ jsPDF: FakeJsPdf, svg2pdf: fakeSvg2pdf })).toEqual(want)
    expect(await loadPdfLibraries(async () => [{ jsPDF: FakeJsPdf }, { default: { svg2pdf: fakeSvg2pdf } }])).toEqual(
      want,
    )
  })

  it('uses the globals of the UMD script tags', async () => {
    ;(globalThis as any).jspdf = { jsPDF: FakeJsPdf }
    ;(globalThis as any).svg2pdf = { svg2pdf: fakeSvg2pdf }
    expect(await loadPdfLibraries(undefined)).toEqual({ jsPDF: FakeJsPdf, svg2pdf: fakeSvg2pdf })
  })

  it('imports the installed packages at run time when there are no globals', async () => {
    const libs = await loadPdfLibraries(undefined)
    expect(libs.jsPDF).toBe(require('jspdf').jsPDF)
    expect(libs.svg2pdf).toBe(require('svg2pdf.js').svg2pdf)
  })

  it('says which script tags to add when neither globals nor packages are there', async () => {
    ;(globalThis as any).jspdf = { jsPDF: FakeJsPdf }
    jest.doMock('svg2pdf.js', () => {
      throw new Error('Cannot find module svg2pdf.js')
    })
    await expect(loadPdfLibraries(undefined)).rejects.toThrow(PDF_LIBRARIES_MISSING)
    jest.dontMock('svg2pdf.js')
    expect(PDF_LIBRARIES_MISSING).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/jspdf@4/dist/jspdf.umd.min.js"></script>',
    )
    expect(PDF_LIBRARIES_MISSING).toContain(
      '<script src="https://cdn.jsdelivr.net/npm/svg2pdf.js@2/dist/svg2pdf.umd.min.js"></script>',
    )
  })

  it('says what is missing from an incomplete libraries option', async () => {
    await expect(loadPdfLibraries({ jsPDF: FakeJsPdf })).rejects.toThrow('the libraries option gave no svg2pdf')
  })
})
