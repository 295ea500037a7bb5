// Catches the files a page downloads (Chromium's download events), with the name the page gave them.
import type { Page } from 'puppeteer-core'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Download {
  name: string
  bytes: Buffer
}

/** Starts catching downloads of `page`; `next()` resolves with the next finished one. */
export async function catchDownloads(page: Page): Promise<{ next: (timeout?: number) => Promise<Download> }> {
  const dir = mkdtempSync(join(tmpdir(), 'f3-downloads-'))
  const client = await page.createCDPSession()
  const names = new Map<string, string>()
  const done: Download[] = []
  const waiting: ((d: Download) => void)[] = []
  client.on('Browser.downloadWillBegin', (e: any) => {
    names.set(e.guid, e.suggestedFilename)
  })
  client.on('Browser.downloadProgress', (e: any) => {
    if (e.state !== 'completed') return
    const d = { name: names.get(e.guid) ?? '', bytes: readFileSync(join(dir, e.guid)) }
    const waiter = waiting.shift()
    if (waiter) waiter(d)
    else done.push(d)
  })
  await client.send('Browser.setDownloadBehavior', { behavior: 'allowAndName', downloadPath: dir, eventsEnabled: true })
  return {
    next: (timeout = 30000) => {
      const ready = done.shift()
      if (ready) return Promise.resolve(ready)
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no download finished in time')), timeout)
        waiting.push((d) => {
          clearTimeout(timer)
          resolve(d)
        })
      })
    },
  }
}

/** Width and height from a PNG's header. */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}
