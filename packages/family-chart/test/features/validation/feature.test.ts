/**
 * @jest-environment jsdom
 */
// The validation feature on a fake host: it fills the data-check slot, reports the data it is given and each new
// data on the console, and takes the check back on destroy.
import { validation } from '../../../src/features/validation/feature'
import { validationOnFirstUse } from '../../../src/features/validation/feature-on-first-use'
import { createFakeHost, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
let warn: jest.SpyInstance
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => {})
})
afterEach(() => {
  host?.remove()
  warn.mockRestore()
})

const dangling = () => {
  const data = smallFamily()
  data[0].rels.children = [...(data[0].rels.children ?? []), 'nobody']
  return data
}

describe('the validation feature', () => {
  it('adds one data check, which reports the data the chart already has', () => {
    host = createFakeHost(dangling())
    const part = validation.setup(host)
    expect(host.filled.dataChecks).toHaveLength(1)
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/family-chart: 1 problem\(s\) in the data:[\s\S]*nobody/)
    part.destroy()
  })

  it('reports each new data given to the chart, and nothing for an empty list (a data-source chart begins so)', () => {
    host = createFakeHost(smallFamily())
    const part = validation.setup(host)
    expect(warn).not.toHaveBeenCalled()
    const [check] = host.filled.dataChecks
    check([])
    expect(warn).not.toHaveBeenCalled()
    check(dangling())
    expect(warn).toHaveBeenCalledTimes(1)
    check('not a list' as never)
    expect(warn).toHaveBeenCalledTimes(2)
    part.destroy()
  })

  it('takes its check back on destroy and leaves nothing behind', () => {
    host = createFakeHost(smallFamily())
    const part = validation.setup(host)
    expect(host.leftovers()).toEqual(['data check'])
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })

  it("in the drop-in's form reports as it does once its report is there, and takes its check back on destroy", () => {
    // The report is loaded ahead for every test file (test/support/preload-parts.ts); waiting for it on first use is
    // tested in test/features/lazy-parts.test.ts.
    host = createFakeHost(dangling())
    const part = validationOnFirstUse.setup(host)
    expect(validationOnFirstUse.name).toBe('validation')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(warn.mock.calls[0][0]).toMatch(/nobody/)
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
