/**
 * Starts the family's Web Worker. webpack 5 (Docusaurus) bundles the worker's module as its own chunk when it sees
 * `new Worker(new URL(…, import.meta.url))`; call only in the browser (effects), never while the page is rendered on
 * the server.
 */
import { createWorkerSource, type MillionSource, type WorkerPort } from './worker-source'

export function startFamilyWorker(): MillionSource {
  const worker = new Worker(new URL('./million.worker.ts', import.meta.url))
  return createWorkerSource(worker as unknown as WorkerPort)
}
