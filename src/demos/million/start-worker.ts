/**
 * Starts the family's Web Worker from its bundled script (static/workers/million-family.worker.js, made by
 * scripts/build-million-worker.mjs). Call only in the browser (effects), never while the page renders on the server.
 */
import { createWorkerSource, type MillionSource, type WorkerPort } from './worker-source'

/** `url`: the worker script's address on the site (with the site's base URL). */
export function startFamilyWorker(url: string): MillionSource {
  const worker = new Worker(url)
  return createWorkerSource(worker as unknown as WorkerPort)
}
