/** Runs a task at most once per animation frame however often it is asked for (pan and zoom fire per input event). */

export interface FrameThrottle {
  schedule(): void
  /** Drops a frame still asked for (the task does not run); `schedule` works again afterwards. */
  destroy(): void
}

export function createFrameThrottle(task: () => void): FrameThrottle {
  const request =
    globalThis.requestAnimationFrame?.bind(globalThis) ?? ((f: () => void) => setTimeout(f, 16) as unknown as number)
  const cancelRequest = globalThis.cancelAnimationFrame?.bind(globalThis) ?? ((id: number) => clearTimeout(id))
  let pending = 0
  return {
    schedule() {
      if (pending) return
      pending = request(() => {
        pending = 0
        task()
      })
    },
    destroy() {
      if (pending) cancelRequest(pending)
      pending = 0
    },
  }
}
