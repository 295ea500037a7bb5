/**
 * Runs start-up stages one browser task each: a stage's work, then a yield to the event loop before the next, so
 * input, rendering and other tasks can run in between and no stage's cost adds to another's in one long task.
 */

/** One stage: synchronous work, or a promise of it (an eager `import()`, evaluated in a microtask of this task). */
export type Stage = () => unknown

/** Resolves in a new task: a MessageChannel message (no 4 ms timer clamp), or a timeout where there is none. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel === 'function') {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => {
        channel.port1.close()
        resolve()
      }
      channel.port2.postMessage(null)
    } else {
      setTimeout(resolve, 0)
    }
  })
}

/** Runs `stages` in order, each in a task of its own; a stage that fails stops the rest and rejects. */
export async function runInStages(stages: readonly Stage[], yieldTask: () => Promise<void> = nextTask): Promise<void> {
  for (let i = 0; i < stages.length; i++) {
    if (i > 0) await yieldTask()
    await stages[i]()
  }
}
