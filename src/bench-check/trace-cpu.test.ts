// bench/trace-cpu.mjs (here because the site's unit tests are read from src/): a page's main-thread tasks by CPU
// time, the blocking time they would give at Lighthouse's 4x slowdown, and the modules a task's samples ran in.
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { placeTaskSamples, readTraceTasks } from '../../bench/trace-cpu.mjs'

/** A trace event: the fields vary with the event's name. */
type TraceEvent = { name?: string; [field: string]: unknown }

const MAIN = { pid: 7, tid: 1 }
const OTHER = { pid: 7, tid: 2 }
const BASE = 1_000_000

/** A task of the main thread at `at` ms after navigation, `cpu` ms of CPU over `wall` ms, with events inside. */
function task(at: number, cpu: number, wall: number, inside: object[] = []): TraceEvent[] {
  const ts = BASE + at * 1000
  return [
    { ...MAIN, ph: 'X', name: 'RunTask', ts, dur: wall * 1000, tdur: cpu * 1000 },
    ...inside.map((e) => ({ ...MAIN, ph: 'X', ts: ts + 10, dur: 100, tdur: 100, ...e })),
  ]
}

const navigation: TraceEvent[] = [
  // The blank page before the real one is not the navigation measured.
  {
    ...MAIN,
    name: 'navigationStart',
    ts: BASE - 5000,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: '' } },
  },
  {
    ...MAIN,
    name: 'navigationStart',
    ts: BASE,
    args: { data: { isLoadingMainFrame: true, documentLoaderURL: 'http://127.0.0.1:1/x' } },
  },
  { ...MAIN, name: 'firstContentfulPaint', ts: BASE + 100_000 },
]

const events: TraceEvent[] = [
  ...navigation,
  // Before any script file runs: the first layout, not counted (in Lighthouse's simulation it precedes the scripts).
  ...task(50, 40, 60, [{ name: 'Layout', tdur: 30_000 }]),
  // The entry: 30 ms of CPU is 120 ms at 4x, 70 ms over the limit.
  ...task(200, 30, 90, [{ name: 'EvaluateScript', args: { data: { url: 'http://127.0.0.1:1/assets/js/main.1.js' } } }]),
  // Short tasks count nothing: 12 ms is 48 ms at 4x.
  ...task(300, 12, 40),
  // Long on the wall clock (a busy machine), short in CPU: counts by its CPU time, 20 ms → 30 ms over.
  ...task(400, 20, 500),
  // Another thread's task is not the page's.
  { ...OTHER, ph: 'X', name: 'RunTask', ts: BASE + 450_000, dur: 90_000, tdur: 90_000 },
]

describe('readTraceTasks', () => {
  it('lists the main thread tasks by CPU time and wall time, with what ran in them', () => {
    const read = readTraceTasks(events)
    expect(
      read.tasks.map((t: { startMs: number; cpuMs: number; wallMs: number }) => [t.startMs, t.cpuMs, t.wallMs]),
    ).toEqual([
      [50, 40, 60],
      [200, 30, 90],
      [300, 12, 40],
      [400, 20, 500],
    ])
    expect(read.tasks[1].parts).toEqual({ 'EvaluateScript /assets/js/main.1.js': 0.1 })
    expect(read.cpuMs).toBe(102)
    expect(read.fcpMs).toBe(100)
  })

  it('counts 4 x CPU time over 50 ms from the first task that runs a script file', () => {
    expect(readTraceTasks(events).cpuTbtMs).toBe(70 + 30)
    expect(readTraceTasks(events, { slowdown: 1 }).cpuTbtMs).toBe(0)
  })

  it('says so when the trace has no navigation of the page', () => {
    expect(() => readTraceTasks(events.filter((e) => e.name !== 'navigationStart'))).toThrow(/no navigation/)
  })
})

describe('placeTaskSamples', () => {
  it("places each task's samples in the named module of the built script they ran in", () => {
    const dir = mkdtempSync(join(tmpdir(), 'trace-cpu-'))
    mkdirSync(join(dir, 'assets', 'js'), { recursive: true })
    const script =
      '(self.c=self.c||[]).push([["main"],{"./src/a.ts":(e)=>{e.x=1},"./node_modules/react-dom/b.js":(e)=>{e.y=2}}]);'
    writeFileSync(join(dir, 'assets', 'js', 'main.1.js'), script)
    const url = 'http://127.0.0.1:1/assets/js/main.1.js'
    const nodes = [
      { id: 1, callFrame: { functionName: '(program)', url: '', lineNumber: -1, columnNumber: -1 } },
      { id: 2, callFrame: { functionName: 'a', url, lineNumber: 0, columnNumber: script.indexOf('(e)=>{e.x') } },
      { id: 3, callFrame: { functionName: 'b', url, lineNumber: 0, columnNumber: script.indexOf('(e)=>{e.y') } },
      { id: 4, callFrame: { functionName: '(idle)', url: '', lineNumber: -1, columnNumber: -1 } },
    ]
    // Samples 1 ms apart from 200 ms: three in module a, one in react-dom, one browser, one idle, then later ones.
    const sampled = [
      ...events,
      { ...MAIN, name: 'Profile', id: '0x1', args: { data: { startTime: BASE + 199_000 } } },
      {
        pid: MAIN.pid,
        tid: 99,
        name: 'ProfileChunk',
        id: '0x1',
        args: {
          data: {
            cpuProfile: { nodes, samples: [2, 2, 2, 3, 1, 4, 3] },
            timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 300_000],
          },
        },
      },
    ]
    const read = readTraceTasks(sampled)
    const placed = placeTaskSamples(sampled, read, dir, 25)
    expect(placed.map((t: { startMs: number }) => t.startMs)).toEqual([50, 200])
    expect(placed[0].places).toEqual([])
    expect(placed[1].places).toEqual([
      { place: './src/a.ts', share: 0.6 },
      { place: 'react-dom/b.js', share: 0.2 },
      { place: '(program)', share: 0.2 },
    ])
  })

  it('gives nothing for a trace without samples', () => {
    expect(placeTaskSamples(events, readTraceTasks(events), tmpdir())).toEqual([])
  })
})
