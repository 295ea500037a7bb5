/**
 * The stash files the Wiki tree page reads first, named in its head so they download alongside the page's scripts
 * instead of after them (the chart's caption, the page's largest text, waits on them).
 *
 * The stash map is read for every person. The persons file is the one that holds the default person's family, and
 * is only worth fetching early when the address asks for that person (or for nobody): the head script decides, as
 * the static page cannot know the address. stash-preload.test.ts checks both names against the committed stash.
 */
import { WIKI_DEFAULT_ID } from '@site/src/constants'

export const STASH_MAP_FILE = 'stash-map.json'
export const DEFAULT_FAMILY_FILE = 'persons-0.json'

export function stashUrl(base: string, file: string): string {
  return `${base.replace(/\/$/, '')}/data/wiki-stash/${file}`
}

/**
 * The head script: preloads the stash map, and the default family's persons file when the address names no person
 * or the default one. Its only inputs are constants of this module (no data of the page goes into it). It sits in the
 * static page's body, not in tags of the head manager (react-helmet): under load the head manager put its tags back
 * while the page started, and the browser fetched the files a second time.
 */
export function stashPreloadScript(base: string): string {
  const map = JSON.stringify(stashUrl(base, STASH_MAP_FILE))
  const family = JSON.stringify(stashUrl(base, DEFAULT_FAMILY_FILE))
  const id = JSON.stringify(WIKI_DEFAULT_ID)
  return `(function(){try{var p=function(h){var l=document.createElement('link');l.rel='preload';l.setAttribute('as','fetch');l.setAttribute('crossorigin','anonymous');l.href=h;document.head.appendChild(l)};p(${map});var w=new URLSearchParams(location.search).get('wiki_id');if(!w||w===${id})p(${family})}catch(e){}})()`
}
