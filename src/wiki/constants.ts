/** Wikidata and Commons endpoints, property ids and limits used by the wiki explorer: the one place they live. */

export const WIKIDATA_API = 'https://www.wikidata.org/w/api.php'
export const COMMONS_API = 'https://commons.wikimedia.org/w/api.php'
/** The only host images are loaded from: where Commons serves its files. */
export const IMAGE_HOST = 'upload.wikimedia.org'

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

/** Item-valued properties shown as card/form fields, keyed by the field name the explorer's configuration uses. */
export const FIELD_PROPERTIES: Readonly<Record<string, string>> = {
  P106: 'occupation',
  P19: 'place of birth',
  P20: 'place of death',
  P27: 'country of citizenship',
  P39: 'position held',
  P97: 'noble title',
  P140: 'religion or worldview',
}

/** Every property whose claims the explorer keeps; all but the image point at items. */
export const KNOWN_PROPERTIES: ReadonlySet<string> = new Set([...Object.values(PROP), ...Object.keys(FIELD_PROPERTIES)])

export const MALE = 'Q6581097'
export const FEMALE = 'Q6581072'
export const HUMAN = 'Q5'

/** wbgetentities accepts at most 50 ids per call. */
export const LABEL_BATCH_SIZE = 50

export const SEARCH_MIN_LENGTH = 3
export const SEARCH_DEBOUNCE_MS = 300
/** How long a request may take before the explorer gives up and says so. */
export const FETCH_TIMEOUT_MS = 15000
