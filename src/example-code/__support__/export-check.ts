// Test support: the check of the export example (v2/21-export): its buttons, and an SVG download of the whole tree.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { names, SITE_ROOT, type Run } from './run-example'

const EXPORT_UMD = join(SITE_ROOT, 'packages', 'family-chart', 'dist', 'family-chart-export.min.js')

/** Lets the export's promises settle (it sets no timers when no image is read). */
async function settle(until: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !until(); i++) await Promise.resolve()
}

function blobText(blob: Blob): Promise<string> {
  return new Promise((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob)
  })
}

export async function expectExportButtons(run: Run): Promise<void> {
  const bar = run.root.querySelector('.export-bar')!
  const buttons = [...bar.querySelectorAll('button')]
  expect(buttons.map((b) => b.textContent)).toEqual(['SVG', 'PNG', 'PDF', 'Print'])
  const status = bar.querySelector('[role="status"]')!
  const svgButton = buttons[0]

  // Without family-chart-export.min.js beside the bundle (jsdom loads no scripts) the button says what failed.
  svgButton.click()
  await settle(() => status.textContent!.startsWith('Export failed'))
  expect(status.textContent).toBe('Export failed: family-chart: cannot load family-chart-export.min.js')

  // With it on the page, SVG saves the whole tree under the main person's name.
  const saved: { name: string; blob: Blob }[] = []
  let last: Blob | null = null
  const urls = URL as any
  const had = { create: urls.createObjectURL, revoke: urls.revokeObjectURL }
  urls.createObjectURL = (b: Blob) => {
    last = b
    return 'blob:export'
  }
  urls.revokeObjectURL = () => {}
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: last! })
  })
  ;(globalThis as any).f3Export = new Function(readFileSync(EXPORT_UMD, 'utf8') + '\nreturn f3Export')()
  try {
    svgButton.click()
    expect(status.textContent).toBe('Exporting SVG…')
    await settle(() => status.textContent!.startsWith('Saved'))
    expect(status.textContent).toBe('Saved Daniel-Hartwell-family-tree.svg')
    expect(saved.map((s) => [s.name, s.blob.type])).toEqual([['Daniel-Hartwell-family-tree.svg', 'image/svg+xml']])
    const doc = new DOMParser().parseFromString(await blobText(saved[0].blob), 'image/svg+xml')
    const texts = [...doc.querySelectorAll('text')].map((t) => t.textContent)
    for (const name of names(run)) expect(texts).toContain(name)
    expect(texts).toContain('married')
  } finally {
    // The example frees its blob URL after 30 s: let that happen while the stand-ins are still there.
    jest.advanceTimersByTime(30000)
    click.mockRestore()
    urls.createObjectURL = had.create
    urls.revokeObjectURL = had.revoke
    delete (globalThis as any).f3Export
  }
}
