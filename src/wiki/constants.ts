/** Wikidata and Commons endpoints, property ids and limits used by the wiki explorer: the one place they live. */

export const WIKIDATA_API = 'https://www.wikidata.org/w/api.php'
export const COMMONS_API = 'https://commons.wikimedia.org/w/api.php'

/** Property ids the explorer understands. */
export const PROP = {
  gender: 'P21',
  image: 'P18',
  father: 'P22',
  mother: 'P25',
  spouse: 'P26',
  child: 'P40',
  instanceOf: 'P31',
  givenName: 'P735',
  familyName: 'P734',
} as const

export const MALE = 'Q6581097'
export const FEMALE = 'Q6581072'
export const HUMAN = 'Q5'

/** wbgetentities accepts at most 50 ids per call. */
export const LABEL_BATCH_SIZE = 50

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 300
export const FETCH_DEPTH = 1
