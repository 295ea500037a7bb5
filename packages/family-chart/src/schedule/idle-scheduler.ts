/**
 * A slice scheduler for work nobody waits for (checking the data): each slice runs in the browser's idle time, after
 * the frame it would otherwise delay has been painted. Where there is no requestIdleCallback (Node, older Safari) the
 * given scheduler is used instead.
 */
import { taskScheduler, type SliceScheduler } from './sliced-job'

/** At the latest after this long a slice runs even if the page never goes idle. */
export const IDLE_TIMEOUT_MS = 2000

interface IdleApi {
  requestIdleCallback(run: () => void, options?: { timeout: number }): number
  cancelIdleCallback(handle: number): void
}

export function idleScheduler(
  fallback: SliceScheduler = taskScheduler,
  api: Partial<IdleApi> = globalThis as Partial<IdleApi>,
): SliceScheduler {
  const request = api.requestIdleCallback
  const cancel = api.cancelIdleCallback
  if (typeof request !== 'function' || typeof cancel !== 'function') return fallback
  return {
    now: fallback.now,
    schedule(run) {
      const handle = request.call(api, () => run(), { timeout: IDLE_TIMEOUT_MS })
      return () => cancel.call(api, handle)
    },
  }
}
