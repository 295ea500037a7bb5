import { DomUtils, parseDocument } from 'htmlparser2'
import {
  ALL_SOURCES,
  CREATE_FN,
  CREATE_FN_D3,
  CSS,
  DATA,
  DATA_JSON,
  FETCHED,
  HOSTILE,
  HOSTILE_DATA,
  INLINE,
  WITH_CSS,
  WITH_D3,
} from './__fixtures__/sources'
import { runScript } from './__fixtures__/run-script'
import { fullHtmlSnippet } from './full-html'
import { indent } from './text'

type Element = NonNullable<ReturnType<typeof DomUtils.findOne>>

function dom(html: string) {
  const doc = parseDocument(html)
  const byTag = (tag: string) => DomUtils.getElementsByTagName(tag, doc)
  const scripts = byTag('script')
  const moduleScript = scripts.find((el) => el.attribs.type === 'module') as Element
  return { doc, byTag, scripts, moduleScript, moduleCode: DomUtils.textContent(moduleScript) }
}

describe('fullHtmlSnippet', () => {
  it('is an HTML5 page with head metadata', () => {
    const html = fullHtmlSnippet(FETCHED)
    expect(html.startsWith('<!DOCTYPE html>\n')).toBe(true)
    const { byTag } = dom(html)
    expect(byTag('meta').map((el) => el.attribs)).toEqual([
      { charset: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1.0' },
    ])
    expect(DomUtils.textContent(byTag('title'))).toBe('Family Chart')
  })

  it('loads d3 7 and family-chart 0.8.0 from jsDelivr', () => {
    const { scripts, byTag } = dom(fullHtmlSnippet(FETCHED))
    expect(scripts.map((el) => el.attribs.src).filter(Boolean)).toEqual([
      'https://cdn.jsdelivr.net/npm/d3@7',
      'https://cdn.jsdelivr.net/npm/family-chart@0.8.0',
    ])
    expect(byTag('link').map((el) => el.attribs)).toEqual([
      { rel: 'stylesheet', href: 'https://cdn.jsdelivr.net/npm/family-chart@0.8.0/dist/styles/family-chart.css' },
    ])
  })

  it('has the #FamilyChart container, 900px high', () => {
    const { doc } = dom(fullHtmlSnippet(FETCHED))
    const div = DomUtils.findOne((el) => el.attribs.id === 'FamilyChart', doc.children) as Element
    expect(div.name).toBe('div')
    expect(div.attribs.class).toBe('f3')
    expect(div.attribs.style).toContain('height:900px')
  })

  it('holds the chart code in the module script, and fetches or embeds the data', () => {
    const fetched = dom(fullHtmlSnippet(FETCHED)).moduleCode
    expect(fetched).toContain(indent(CREATE_FN, 4))
    expect(fetched).toContain("fetch('/data/data.json')")
    const inline = dom(fullHtmlSnippet(INLINE)).moduleCode
    expect(inline).toContain(indent(`const data = ${DATA_JSON}`, 4))
    expect(inline).not.toContain('fetch(')
  })

  it('keeps chart code with template literals verbatim', () => {
    expect(dom(fullHtmlSnippet(WITH_D3)).moduleCode).toContain(CREATE_FN_D3)
  })

  it('has a style element only when CSS is given', () => {
    expect(dom(fullHtmlSnippet(FETCHED)).byTag('style')).toHaveLength(0)
    const styles = dom(fullHtmlSnippet(WITH_CSS)).byTag('style')
    expect(styles).toHaveLength(1)
    expect(DomUtils.textContent(styles[0])).toContain(indent(CSS, 4))
  })

  it.each(ALL_SOURCES)('runs the module script: the chart gets the data (%s)', async (_, src) => {
    const run = await runScript(dom(fullHtmlSnippet(src)).moduleCode)
    expect(run.charts).toEqual([{ selector: '#FamilyChart', data: src === HOSTILE ? HOSTILE_DATA : DATA }])
  })

  it('escapes </script in data so it cannot close the script element', () => {
    const html = fullHtmlSnippet(HOSTILE)
    expect(html).toContain('<\\/script><script>alert(1)<\\/script>')
    expect(html).toContain('<\\!-- x')
    const { scripts, moduleCode } = dom(html)
    expect(scripts).toHaveLength(3)
    expect(moduleCode).toContain(CREATE_FN.split('\n')[0])
    expect(
      DomUtils.getElementsByTagName('body', parseDocument(html))[0].children.filter((n) => n.type === 'script'),
    ).toHaveLength(1)
  })
})
