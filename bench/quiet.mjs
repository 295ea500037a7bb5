// Waits until the machine's cores are idle before a timed run. On this 2-core machine another process (a browser the
// previous part left closing, a build) stretches a page's wall time and even its main thread's CPU time (the two
// cores are shared with the renderer's own compositor and GPU threads), so a figure taken then describes the machine
// rather than the code. Reads /proc/stat (Linux); elsewhere it returns at once. Every wait is reported with the
// figure it precedes.
import { readFileSync } from 'node:fs'

function cpuTimes() {
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]
  const fields = line.trim().split(/\s+/).slice(1).map(Number)
  // user nice system idle iowait irq softirq steal: idle and iowait are the idle share.
  const idle = fields[3] + (fields[4] ?? 0)
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0)
  return { idle, total }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Resolves when the cores were at least `idleShare` idle over one `windowMs`, or after `timeoutMs`.
 * @returns {Promise<{ waitedMs: number, idleShare: number | null, quiet: boolean }>}
 */
export async function waitForQuiet({ idleShare = 0.85, windowMs = 500, timeoutMs = 30_000 } = {}) {
  const start = Date.now()
  let last = null
  for (;;) {
    let before
    try {
      before = cpuTimes()
    } catch {
      return { waitedMs: 0, idleShare: null, quiet: true }
    }
    await sleep(windowMs)
    const after = cpuTimes()
    const total = after.total - before.total
    last = total > 0 ? (after.idle - before.idle) / total : 1
    const waitedMs = Date.now() - start
    if (last >= idleShare) return { waitedMs, idleShare: last, quiet: true }
    if (waitedMs >= timeoutMs) return { waitedMs, idleShare: last, quiet: false }
  }
}
