/** Builds the Wikidata and Commons request URLs (CORS through origin=*) and splits id lists into batches. */
import { COMMONS_API, LABEL_BATCH_SIZE, WIKIDATA_API } from './constants'

function withParams(base: string, params: Record<string, string>): string {
  const query = new URLSearchParams({ ...params, format: 'json', origin: '*' })
  return `${base}?${query.toString()}`
}

/** wbgetentities for persons (labels, claims, descriptions) or for labels only. */
export function entitiesUrl(ids: string[], withClaims: boolean): string {
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
  return withParams(COMMONS_API, {
    action: 'query',
    prop: 'imageinfo',
    iiprop: 'url',
    titles: `File:${fileName}`,
  })
}

/** Splits ids into batches the API accepts (50 by default), dropping duplicates. */
export function batchIds(ids: string[], size: number = LABEL_BATCH_SIZE): string[][] {
  const unique = [...new Set(ids)]
  const batches: string[][] = []
  for (let i = 0; i < unique.length; i += size) batches.push(unique.slice(i, i + size))
  return batches
}
