/**
 * Card images for a standalone file: each address read once (fetch + FileReader) into a data URL. An image the server
 * does not share with this page (CORS), or that fails to load, is left out and reported in one warning.
 */
import { safeImageUrl } from '../../data/image-url'

export type ImageMode = 'embed' | 'link' | 'none'
/** Address → what to draw: a data URL, the address itself ('link'), or null (draw the person icon). */
export type ImageTable = Map<string, string | null>

const PARALLEL = 6
const TIMEOUT_MS = 15000
const LISTED = 3

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
}

function typeFromAddress(url: string): string {
  const ext = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(url)?.[1]?.toLowerCase()
  return (ext && TYPES[ext]) || 'image/png'
}

/** Only addresses safeImageUrl lets through (http(s), data:image, relative); anything else is dropped. */
function usable(url: string): boolean {
  return safeImageUrl(url) !== ''
}

function absolute(url: string): string {
  try {
    return typeof document !== 'undefined' ? new URL(url, document.baseURI).href : url
  } catch {
    return url
  }
}

function blobToDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.onerror = () => reject(reader.error ?? new Error('the image could not be read'))
    reader.readAsDataURL(blob)
  })
}

async function readImage(url: string): Promise<string> {
  if (/^data:image\//i.test(url)) return url
  if (typeof fetch !== 'function' || typeof FileReader === 'undefined')
    throw new Error('this environment cannot read images')
  const controller = typeof AbortController === 'function' ? new AbortController() : null
  const timer = setTimeout(() => controller?.abort(), TIMEOUT_MS)
  try {
    const res = await fetch(absolute(url), { mode: 'cors', credentials: 'omit', signal: controller?.signal })
    if (!res.ok) throw new Error(`HTTP ${res.status}`)
    let blob = await res.blob()
    // Some servers send images as application/octet-stream; an image element needs the image type.
    if (!blob.type.startsWith('image/')) blob = new Blob([blob], { type: typeFromAddress(url) })
    return await blobToDataUrl(blob)
  } finally {
    clearTimeout(timer)
  }
}

/** Reads the images as `mode` asks; `warn` gets one message naming what was left out. */
export async function resolveImages(
  urls: string[],
  mode: ImageMode,
  warn: (message: string) => void,
): Promise<ImageTable> {
  const table: ImageTable = new Map()
  const wanted = [...new Set(urls)]
  if (mode === 'none') {
    for (const u of wanted) table.set(u, null)
    return table
  }
  if (mode === 'link') {
    for (const u of wanted) table.set(u, usable(u) ? u : null)
    return table
  }
  const failed: string[] = []
  let next = 0
  const worker = async () => {
    while (next < wanted.length) {
      const url = wanted[next++]
      if (!usable(url)) {
        table.set(url, null)
        continue
      }
      try {
        table.set(url, await readImage(url))
      } catch {
        table.set(url, null)
        failed.push(url)
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(PARALLEL, wanted.length) }, worker))
  if (failed.length) {
    const listed =
      failed.slice(0, LISTED).join(', ') + (failed.length > LISTED ? `, and ${failed.length - LISTED} more` : '')
    warn(
      `${failed.length} image(s) could not be read (the server does not allow it, through CORS, or the address fails) and were left out: ${listed}`,
    )
  }
  return table
}
