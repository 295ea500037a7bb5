/** @jest-environment jsdom */
// The inline loader of each built page: after the first frame it appends a script per listed file, one per task,
// entry parts first, and never a second element for a file a script already loads.
const { LIST_ID, afterPaintTags, loadAfterPaint } = require('./after-paint-loader')

/** A window whose frames and timers run only when the test says. */
function fakeWindow() {
  const timers: { fn: () => void; ms: number }[] = []
  const frameQueue: (() => void)[] = []
  const win = {
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    requestAnimationFrame: (fn: () => void) => frameQueue.push(fn),
  }
  return {
    win,
    frame: () => frameQueue.splice(0).forEach((fn) => fn()),
    /** Runs the timers due within `ms` that are queued now: one task each. */
    tasks: (ms = 0) => timers.splice(0).forEach((t) => (t.ms <= ms ? t.fn() : timers.push(t))),
    pending: () => timers.length,
  }
}

const appended = () => [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))

function page(entry: string[], route: string[], headScripts: string[] = []) {
  document.head.innerHTML = headScripts.map((src) => `<script src="${src}"></script>`).join('')
  document.body.innerHTML = `<script id="${LIST_ID}" type="application/json">${JSON.stringify({ entry, route })}</script>`
}

describe('the after-paint loader', () => {
  it('appends nothing before the first frame, then one script per task, entry parts first', () => {
    page(['/e.js'], ['/r1.js', '/r2.js'])
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    t.tasks()
    expect(appended()).toEqual([])
    t.frame()
    t.tasks()
    expect(appended()).toEqual(['/e.js'])
    t.tasks()
    expect(appended()).toEqual(['/e.js', '/r1.js'])
    t.tasks()
    t.tasks()
    expect(appended()).toEqual(['/e.js', '/r1.js', '/r2.js'])
    expect(t.pending()).toBe(1) // the 3 s fallback, which finds the work done
    t.tasks(3000)
    expect(appended()).toEqual(['/e.js', '/r1.js', '/r2.js'])
  })

  it('waits for a frame however busy the page is, and starts after 3 s without one', () => {
    page([], ['/r1.js'])
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    t.tasks(2999)
    expect(appended()).toEqual([])
    t.tasks(3000)
    t.tasks()
    expect(appended()).toEqual(['/r1.js'])
  })

  it('starts at once in a background tab, where no frame is painted', () => {
    page([], ['/r1.js'])
    const t = fakeWindow()
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    try {
      loadAfterPaint(document, t.win)
      t.tasks()
      expect(appended()).toEqual(['/r1.js'])
    } finally {
      delete (document as { hidden?: boolean }).hidden
    }
  })

  it('skips a file a script element loads already (webpack asked for it first)', () => {
    page(['/e.js'], ['/r1.js', '/r2.js'], ['/r1.js'])
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    t.frame()
    for (let i = 0; i < 5; i++) t.tasks()
    expect(appended()).toEqual(['/r1.js', '/e.js', '/r2.js'])
  })

  it('does nothing on a page without the list', () => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    expect(t.pending()).toBe(0)
  })

  it('is written into the page as its own source, with the list it reads', () => {
    const tags = afterPaintTags(['/e.js'], ['/r.js'])
    expect(tags).toContain(
      `<script id="${LIST_ID}" type="application/json">{"entry":["/e.js"],"route":["/r.js"]}</script>`,
    )
    expect(tags).toContain(`(${loadAfterPaint.toString()})(document,window)`)
    // The function reads the list by this id (it cannot see the module's constant once inlined).
    expect(loadAfterPaint.toString()).toContain(`'${LIST_ID}'`)
  })
})
