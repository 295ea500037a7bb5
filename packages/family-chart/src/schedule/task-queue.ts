/**
 * Runs functions in later tasks of the page, in the order given: a message the page posts to itself (no 4 ms clamp
 * as nested timers get), where there is no MessageChannel a timer.
 *
 * All of them share one channel: making a channel costs more than the task it carries, and a sliced layout asks for
 * a task at every slice (bench/NOTES.md). The channel is closed whenever nothing waits, so it never keeps a Node
 * process (a test run) alive.
 */
interface Waiting {
  run: () => void
  live: boolean
}

let channel: MessageChannel | null = null
/** One entry per message in flight, in the order posted. */
const waiting: Waiting[] = []

function next(): void {
  const entry = waiting.shift()
  try {
    if (entry?.live) entry.run()
  } finally {
    // After the run: a run that asks for another task (the next slice) keeps the channel.
    if (!waiting.length && channel) {
      channel.port1.close()
      channel = null
    }
  }
}

/** Runs `run` in a later task; returns a function that cancels it. */
export function runInTask(run: () => void): () => void {
  if (typeof MessageChannel === 'undefined') {
    const timer = setTimeout(run, 0)
    return () => clearTimeout(timer)
  }
  const entry: Waiting = { run, live: true }
  waiting.push(entry)
  if (!channel) {
    channel = new MessageChannel()
    channel.port1.onmessage = next
  }
  channel.port2.postMessage(null)
  return () => {
    entry.live = false
  }
}
