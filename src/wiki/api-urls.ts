/** Builds the Wikidata and Commons request URLs (CORS through origin=*) and splits id lists into batches. */
import { COMMONS_API, LABEL_BATCH_SIZE, WIKIDATA_API } from './constants'
import { isCommonsFileName, isItemId } from './ids'

function withParams(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, format: 'json', origin: '*' })
  return `${base}?${query.toString()}`
}

/** wbgetentities for persons (labels, claims, descriptions) or for labels only; only item ids are ever sent. */
export function entitiesUrl(ids: string[], withClaims: boolean): string {
  const bad = ids.find((id) => !isItemId(id))
  if (bad !== undefined || !ids.length)
    throw new RangeError(`Not a list of Wikidata item ids: ${String(bad ?? '(empty)').slice(0, 40)}`)
  return withParams(WIKIDATA_API, {
    action: 'wbgetentities',
    ids: ids.join('|'),
    languages: 'en',
    languagefallback: '1',
    props: withClaims ? 'labels|claims|descriptions' : 'labels|descriptions',
  })
}

/** wbsearchentities for items whose label matches the text. */
export function searchUrl(text: string): string {
  return withParams(WIKIDATA_API, {
    action: 'wbsearchentities',
    search: text,
    language: 'en',
    uselang: 'en',
    type: 'item',
    continue: '0',
  })
}

/** Commons imageinfo for one file name from a P18 claim. */
export function imageInfoUrl(fileName: string): string {
  if (!isCommonsFileName(fileName)) throw new RangeError('Not a Commons file name')
  return withParams(COMMONS_API, {
    action: 'query',
    prop: 'imageinfo',
    iiprop: 'url',
    titles: `File:${fileName}`,
  })
}

/** Splits item ids into batches the API accepts (50 by default), dropping duplicates and anything not an item id. */
export function batchIds(ids: string[], size: number = LABEL_BATCH_SIZE): string[][] {
  const unique = [...new Set(ids.filter(isItemId))]
  const batches: string[][] = []
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size))
  return batches
}
