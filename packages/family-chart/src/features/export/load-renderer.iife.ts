/**
 * The script-tag build's loader of the exporter: family-chart-export.min.js from beside family-chart.min.js, or
 * already on the page (global f3Export). Kept short: it is part of the core bundle.
 */
import type { Renderer } from './load-renderer'

export type { Renderer }

const FILE = 'family-chart-export.min.js'
// Read while family-chart.min.js itself runs: later, document.currentScript is another script or null.
const own = typeof document < 'u' && (document.currentScript as HTMLScriptElement | null)

/** Beside our file; a CDN address of the package itself (…/npm/family-chart@0.8.0) has the file in dist/. */
export const exporterUrl = (src: string): string => {
  src = src.replace(/[?#].*/, '')
  return /\.js$/.test(src) ? new URL(FILE, src).href : src.replace(/\/*$/, '/dist/') + FILE
}

let loading: Promise<Renderer> | undefined
const missing = () => new Error('family-chart: cannot load ' + FILE)

export function loadRenderer(): Promise<Renderer> {
  const g = globalThis as any
  if (g.f3Export) return Promise.resolve(g.f3Export)
  if (!own || !own.src) return Promise.reject(missing())
  return (loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script')
    script.onload = script.onerror = () => {
      if (g.f3Export) return resolve(g.f3Export)
      // Not cached: a later export tries again (the network may be back).
      loading = undefined
      reject(missing())
    }
    script.src = exporterUrl(own.src)
    document.head.append(script)
  }))
}
