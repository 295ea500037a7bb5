/**
 * @jest-environment jsdom
 */
// Card images in an export: read into data URLs where the server allows it, left out with one warning otherwise.
import { smallFamily } from '../fixtures/small-family'
import { chartOf, exportedCards, parse } from './helpers'

const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

/** A fetch that serves one readable image; every other address fails the way a CORS refusal does. */
function fakeFetch() {
  return jest.fn(async (url: string) => {
    if (url.endsWith('/ok.png'))
      return { ok: true, status: 200, blob: async () => new Blob([PNG_BYTES], { type: 'image/png' }) }
    if (url.endsWith('/gone.png')) return { ok: false, status: 404, blob: async () => new Blob([]) }
    throw new TypeError('Failed to fetch')
  })
}

function family() {
  const data = smallFamily()
  const byId = Object.fromEntries(data.map((d) => [d.id, d]))
  byId.me.data.avatar = 'https://example.test/ok.png'
  byId.wife.data.avatar = 'https://elsewhere.test/no-cors.png'
  byId.dad.data.avatar = 'https://example.test/gone.png'
  byId.mom.data.avatar = 'https://example.test/ok.png'
  return data
}

const imageOf = (doc: Document, name: string) =>
  exportedCards(doc)
    .find((c) => c.texts[0] === name)!
    .group.querySelector('image')

describe('images in exports', () => {
  afterEach(() => {
    delete (globalThis as any).fetch
  })

  it('embeds readable images as data URLs, each read once, and reports the others in one warning', async () => {
    const fetch = fakeFetch()
    ;(globalThis as any).fetch = fetch
    const warnings: string[] = []
    const doc = parse(await chartOf(family()).exportSvg({ onWarning: (m) => warnings.push(m) }))
    expect(imageOf(doc, 'Sam Reed')!.getAttribute('xlink:href')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(imageOf(doc, 'Eve Reed')!.getAttribute('xlink:href')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(fetch.mock.calls.filter(([u]) => u.endsWith('/ok.png'))).toHaveLength(1)
    // Left out: the person icon is drawn instead.
    for (const name of ['Ana Reed', 'Tom Reed']) {
      expect(imageOf(doc, name)).toBeNull()
      expect(
        exportedCards(doc)
          .find((c) => c.texts[0] === name)!
          .group.querySelector('use'),
      ).not.toBeNull()
    }
    expect(warnings).toHaveLength(1)
    expect(warnings[0]).toMatch(/^2 image\(s\) could not be read/)
    expect(warnings[0]).toContain('https://elsewhere.test/no-cors.png')
    expect(warnings[0]).toContain('https://example.test/gone.png')
    // Every image is clipped to the card's image box.
    expect(imageOf(doc, 'Sam Reed')!.getAttribute('clip-path')).toBe('url(#f3x-image-clip)')
    expect(doc.getElementById('f3x-image-clip')).not.toBeNull()
  })

  it("keeps the addresses with images: 'link', and draws icons only with images: 'none'", async () => {
    ;(globalThis as any).fetch = fakeFetch()
    const chart = chartOf(family())
    const linked = parse(await chart.exportSvg({ images: 'link' }))
    expect(imageOf(linked, 'Ana Reed')!.getAttribute('xlink:href')).toBe('https://elsewhere.test/no-cors.png')
    expect((globalThis as any).fetch).not.toHaveBeenCalled()
    const none = parse(await chart.exportSvg({ images: 'none' }))
    expect(none.getElementsByTagName('image')).toHaveLength(0)
  })

  it('uses the card image field', async () => {
    ;(globalThis as any).fetch = fakeFetch()
    const data = smallFamily()
    data[0].data.photo = 'https://example.test/ok.png'
    const doc = parse(await chartOf(data, (c) => (c.card as any).setCardImageField('photo')).exportSvg())
    expect(imageOf(doc, 'Sam Reed')).not.toBeNull()
  })
})
