import missing from './__fixtures__/commons-imageinfo-missing.json'
import found from './__fixtures__/commons-imageinfo.json'
import { batchIds, entitiesUrl, imageInfoUrl, searchUrl } from './api-urls'
import { parseImageUrl } from './image-url'

describe('request URLs', () => {
  it('asks wbgetentities for labels, claims and descriptions in English with CORS', () => {
    const url = new URL(entitiesUrl(['Q1', 'Q2'], true))
    expect(url.searchParams.get('action')).toBe('wbgetentities')
    expect(url.searchParams.get('ids')).toBe('Q1|Q2')
    expect(url.searchParams.get('props')).toBe('labels|claims|descriptions')
    expect(url.searchParams.get('languages')).toBe('en')
    expect(url.searchParams.get('origin')).toBe('*')
    expect(new URL(entitiesUrl(['Q1'], false)).searchParams.get('props')).toBe('labels|descriptions')
  })

  it('asks wbsearchentities for items with continue 0', () => {
    const url = new URL(searchUrl('Charles & Diana'))
    expect(url.searchParams.get('search')).toBe('Charles & Diana')
    expect(url.searchParams.get('type')).toBe('item')
    expect(url.searchParams.get('continue')).toBe('0')
  })

  it('asks Commons for the file URL', () => {
    const url = new URL(imageInfoUrl('King Charles III (cropped).jpg'))
    expect(url.hostname).toBe('commons.wikimedia.org')
    expect(url.searchParams.get('titles')).toBe('File:King Charles III (cropped).jpg')
    expect(url.searchParams.get('iiprop')).toBe('url')
  })
})

describe('batchIds', () => {
  it('splits into batches of at most 50 without duplicates', () => {
    const ids = Array.from({ length: 120 }, (_, i) => `Q${i + 1}`)
    const batches = batchIds([...ids, 'Q1'])
    expect(batches.map((batch) => batch.length)).toEqual([50, 50, 20])
    expect(batches.flat()).toEqual(ids)
  })
})

describe('parseImageUrl', () => {
  it('reads the first imageinfo URL', () => {
    expect(parseImageUrl(found)).toBe(
      'https://upload.wikimedia.org/wikipedia/commons/a/a1/King_Charles_III_%28cropped%29.jpg',
    )
  })
  it('gives no image when the file has no imageinfo or the answer is empty', () => {
    expect(parseImageUrl(missing)).toBe('')
    expect(parseImageUrl({})).toBe('')
    expect(parseImageUrl({ query: { pages: { 1: { imageinfo: [{ url: 'javascript:alert(1)' }] } } } })).toBe('')
  })
  it('accepts only files on the image host, whatever shape the answer has', () => {
    expect(parseImageUrl({ query: { pages: { 1: { imageinfo: [{ url: 'https://evil.example/x.jpg' }] } } } })).toBe('')
    expect(parseImageUrl({ query: { pages: [{ imageinfo: [{ url: 'https://upload.wikimedia.org/x.jpg' }] }] } })).toBe(
      'https://upload.wikimedia.org/x.jpg',
    )
    for (const answer of [
      null,
      'x',
      { query: 'x' },
      { query: { pages: 'x' } },
      { query: { pages: { 1: { imageinfo: 'x' } } } },
      { query: { pages: { 1: { imageinfo: [null] } } } },
    ]) {
      expect(parseImageUrl(answer)).toBe('')
    }
  })
})

describe('request URLs never carry anything but checked ids and file names', () => {
  it('refuses ids that are not item ids and file names that are URLs', () => {
    expect(() => entitiesUrl(['Q1', '__proto__'], true)).toThrow(RangeError)
    expect(() => entitiesUrl([], true)).toThrow(RangeError)
    expect(() => imageInfoUrl('https://evil.example/a.png')).toThrow(RangeError)
    expect(batchIds(['Q1', 'constructor', '[object Object]', 'Q2'])).toEqual([['Q1', 'Q2']])
  })
})
