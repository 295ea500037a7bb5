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

function page(entry: string[], route: string[], headScripts: string[] = [], preload?: string[]) {
  document.head.innerHTML = headScripts.map((src) => `<script src="${src}"></script>`).join('')
  const list = preload ? { entry, route, preload } : { entry, route }
  document.body.innerHTML = `<script id="${LIST_ID}" type="application/json">${JSON.stringify(list)}</script>`
}

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="preload"]')].map((l) => [l.getAttribute('href'), l.getAttribute('as')])

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

  it('adds a preload link for each file the route will ask for, once its scripts are appended', () => {
    page(['/e.js'], ['/r1.js'], [], ['/lib.js', '/lib-part.js'])
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    t.frame()
    t.tasks()
    t.tasks()
    expect(appended()).toEqual(['/e.js', '/r1.js'])
    expect(preloads()).toEqual([])
    t.tasks()
    // Downloaded now, run only when the page's code asks: no script element for them.
    expect(preloads()).toEqual([
      ['/lib.js', 'script'],
      ['/lib-part.js', 'script'],
    ])
    expect(appended()).toEqual(['/e.js', '/r1.js'])
    // At the route scripts' priority (inserted scripts are low), so the page hydrates no later for them.
    expect([...document.head.querySelectorAll('link')].map((l) => l.getAttribute('fetchpriority'))).toEqual([
      'low',
      'low',
    ])
    t.tasks(3000)
    expect(preloads()).toHaveLength(2)
  })

  it('preloads no file a script or a link names already', () => {
    page([], [], ['/lib.js'], ['/lib.js', '/part.js', '/other.js'])
    document.head.insertAdjacentHTML('beforeend', '<link rel="preload" as="script" href="/part.js">')
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    t.frame()
    t.tasks()
    expect(preloads()).toEqual([
      ['/part.js', 'script'],
      ['/other.js', 'script'],
    ])
  })

  it('does nothing on a page without the list', () => {
    document.head.innerHTML = ''
    document.body.innerHTML = ''
    const t = fakeWindow()
    loadAfterPaint(document, t.win)
    expect(t.pending()).toBe(0)
  })

  it('is written into the page as its own source, with the list it reads', () => {
    expect(afterPaintTags([], [], ['/p.js'])).toContain('{"entry":[],"route":[],"preload":["/p.js"]}')
    const tags = afterPaintTags(['/e.js'], ['/r.js'])
    expect(tags).toContain(
      `<script id="${LIST_ID}" type="application/json">{"entry":["/e.js"],"route":["/r.js"]}</script>`,
    )
    expect(tags).toContain(`(${loadAfterPaint.toString()})(document,window)`)
    // The function reads the list by this id (it cannot see the module's constant once inlined).
    expect(loadAfterPaint.toString()).toContain(`'${LIST_ID}'`)
  })
})
