/** Site-wide constants: the library version shown in the navbar and used by generated snippets, and the source repository. */

/** The family-chart version documented by this site and loaded by generated snippets. */
export const LIBRARY_VERSION = '0.8.0'

/** Where the source lives; the one place to change it. */
export const REPO_URL = 'https://github.com/family-chart/family-chart'

/** Short label for the repository link on small screens. */
export const REPO_LABEL_SHORT = 'GitHub'

/** Default main person of the Wikidata explorer: Charles III of the United Kingdom. */
export const WIKI_DEFAULT_ID = 'Q43274'

/** The person form opens by itself (on page load) only on screens wider than this; below, a card click opens it. */
export const AUTO_OPEN_FORM_MIN_WIDTH = 1400

export function shouldAutoOpenForm(): boolean {
  return typeof window !== 'undefined' && window.innerWidth > AUTO_OPEN_FORM_MIN_WIDTH
}
