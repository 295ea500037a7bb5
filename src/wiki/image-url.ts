/** Reads the image URL out of a Commons imageinfo answer. */

interface ImageInfoPage {
  imageinfo?: { url?: string }[]
  [key: string]: unknown
}

interface ImageInfoAnswer {
  query?: { pages?: Record<string, ImageInfoPage> | ImageInfoPage[] }
  [key: string]: unknown
}

/** query.pages[].imageinfo[0].url, else '' (no image). Only https URLs are accepted. */
export function parseImageUrl(answer: ImageInfoAnswer | null | undefined): string {
  const pages = answer?.query?.pages
  if (!pages) return ''
  for (const page of Object.values(pages)) {
    const url = page?.imageinfo?.[0]?.url
    if (typeof url === 'string' && url.startsWith('https://')) return url
  }
  return ''
}
