/** Reads the image address out of a Commons imageinfo answer, accepting only files served by the image host. */
import { entriesOf, isImageHostUrl, isRecord } from './ids'

/** query.pages[].imageinfo[0].url when it is an https address on the image host, else '' (no image). */
export function parseImageUrl(answer: unknown): string {
  const query = isRecord(answer) ? answer.query : undefined
  const pages = isRecord(query) ? query.pages : undefined
  const list = Array.isArray(pages) ? pages : entriesOf(pages).map(([, page]) => page)
  for (const page of list) {
    const info = isRecord(page) && Array.isArray(page.imageinfo) ? page.imageinfo[0] : undefined
    const url = isRecord(info) ? info.url : undefined
    if (isImageHostUrl(url)) return url
  }
  return ''
}
