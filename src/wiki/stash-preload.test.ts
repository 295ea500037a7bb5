import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { JSDOM } from 'jsdom'
import { WIKI_DEFAULT_ID } from '@site/src/constants'
import { createHttpSources } from './http-sources'
import { createPersonLookup } from './person-lookup'
import { createWikiDataSource } from './wiki-data-source'
import { fakeFetch } from './test-fetch'
import { DEFAULT_FAMILY_FILE, STASH_MAP_FILE, stashPreloadScript, stashUrl } from './stash-preload'

const STASH = join(__dirname, '..', '..', 'static', 'data', 'wiki-stash')

describe('the Wiki tree page preloads what the default family reads', () => {
  it('names exactly the stash files that loading the default person and their relatives asks for, and nothing live', async () => {
    const { impl, calls } = fakeFetch((url) => {
      const file = url.pathname.match(/\/data\/wiki-stash\/([\w.-]+)$/)?.[1]
      if (!file) return { status: 503, text: 'no live calls in this test' }
      return { status: 200, text: readFileSync(join(STASH, file), 'utf8') }
    })
    const lookup = createPersonLookup(createHttpSources('/', { fetchImpl: impl }), () => undefined)
    // As the chart asks: the default person, then the relatives their answer names.
    const source = createWikiDataSource(lookup)
    const [main] = await source.load([WIKI_DEFAULT_ID])
    const { father, mother, spouses = [], children = [] } = main.rels
    const relatives = [father, mother, ...spouses, ...children].filter((id): id is string => !!id)
    expect((await source.load(relatives)).length).toBeGreaterThan(3)
    expect(calls.map((u) => u.pathname)).toEqual([stashUrl('/', STASH_MAP_FILE), stashUrl('/', DEFAULT_FAMILY_FILE)])
  })

  function runScript(address: string): string[] {
    const dom = new JSDOM('<!doctype html><head></head>', { url: address, runScripts: 'outside-only' })
    dom.window.eval(stashPreloadScript('/base/'))
    return [...dom.window.document.head.querySelectorAll('link')].map(
      (l) => `${l.rel} ${l.getAttribute('as')} ${l.crossOrigin} ${l.getAttribute('href')}`,
    )
  }

  it('preloads the stash map always, and the default family only when the address asks for the default person or for nobody', () => {
    const map = `preload fetch anonymous /base/data/wiki-stash/${STASH_MAP_FILE}`
    const family = `preload fetch anonymous /base/data/wiki-stash/${DEFAULT_FAMILY_FILE}`
    expect(runScript('https://example.org/base/wiki-tree')).toEqual([map, family])
    expect(runScript(`https://example.org/base/wiki-tree?wiki_id=${WIKI_DEFAULT_ID}`)).toEqual([map, family])
    expect(runScript('https://example.org/base/wiki-tree?wiki_id=Q9682')).toEqual([map])
  })
})
