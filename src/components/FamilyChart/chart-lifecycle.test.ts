import type { Chart } from 'family-chart'
import { createChartLifecycle, type F3 } from './chart-lifecycle'

/** A library that arrives when the test says so, and charts that record what happens to them. */
function setup() {
  let arrive: (lib: F3) => void = () => {}
  const load = () =>
    new Promise<F3>((resolve) => {
      arrive = resolve
    })
  const lib = { name: 'f3' } as unknown as F3
  const log: string[] = []
  const made: { input: string; destroyed: boolean }[] = []
  const spec = {
    create: (f3: F3, box: HTMLElement, input: string) => {
      expect(f3).toBe(lib)
      expect(box).toBe(container)
      const record = { input, destroyed: false }
      made.push(record)
      log.push(`create ${input}`)
      return {
        destroy: () => {
          record.destroyed = true
          log.push(`destroy ${input}`)
        },
      } as unknown as Chart
    },
    update: (_chart: Chart, input: string) => {
      log.push(`update ${input}`)
    },
    onChart: (chart: Chart | null) => {
      log.push(chart ? 'chart' : 'no chart')
    },
  }
  const container = {} as HTMLElement
  const arrived = async () => {
    arrive(lib)
    await Promise.resolve()
    await Promise.resolve()
  }
  return { load, spec, container, log, made, arrived }
}

describe('createChartLifecycle', () => {
  it('makes the chart once the library is here, with the newest input given while it loaded', async () => {
    const { load, spec, container, log, arrived } = setup()
    const life = createChartLifecycle(container, spec, load)
    life.update('first')
    life.update('second')
    expect(log).toEqual([])
    expect(life.chart).toBeNull()
    await arrived()
    expect(log).toEqual(['create second', 'chart'])
    expect(life.chart).not.toBeNull()
  })

  it('waits for the first input when the library comes first, then applies later inputs to the same chart', async () => {
    const { load, spec, container, log, made, arrived } = setup()
    const life = createChartLifecycle(container, spec, load)
    await arrived()
    expect(log).toEqual([])
    life.update('a')
    life.update('b')
    expect(log).toEqual(['create a', 'chart', 'update b'])
    expect(made).toHaveLength(1)
  })

  it('destroys the chart once and tells about it; later calls do nothing', async () => {
    const { load, spec, container, log, made, arrived } = setup()
    const life = createChartLifecycle(container, spec, load)
    life.update('a')
    await arrived()
    life.destroy()
    life.destroy()
    life.update('b')
    expect(log).toEqual(['create a', 'chart', 'destroy a', 'no chart'])
    expect(made[0].destroyed).toBe(true)
    expect(life.chart).toBeNull()
  })

  it('never makes a chart when destroyed before the library arrives', async () => {
    const { load, spec, container, log, arrived } = setup()
    const life = createChartLifecycle(container, spec, load)
    life.update('a')
    life.destroy()
    await arrived()
    expect(log).toEqual([])
    expect(life.f3).toBeNull()
  })

  it("ignores later inputs when the spec has no update (a chart per input is the caller's choice)", async () => {
    const { load, spec, container, log, arrived } = setup()
    const life = createChartLifecycle(container, { create: spec.create }, load)
    await arrived()
    life.update('a')
    life.update('b')
    expect(log).toEqual(['create a'])
  })
})
