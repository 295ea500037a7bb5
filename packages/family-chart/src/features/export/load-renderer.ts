/** Loads the exporter on first use; the ESM and CJS builds get it as a dynamic import (its own chunk in ESM). */
export type Renderer = typeof import('./renderer')

export function loadRenderer(): Promise<Renderer> {
  return import('./renderer')
}
