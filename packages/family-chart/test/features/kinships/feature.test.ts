/**
 * @jest-environment jsdom
 */
// The kinships feature on a fake host: no slot; its methods read the host store's data as it is when called.
import { kinships } from '../../../src/features/kinships/feature'
import { createFakeHost, methodsOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

describe('the kinships feature', () => {
  it("names everyone's relation to a person from the store's current data", () => {
    host = createFakeHost(smallFamily())
    const part = kinships.setup(host)
    expect(host.leftovers()).toEqual([])
    const seen = methodsOf(kinships, part).calculateKinships('kid')
    expect(seen).toMatchObject({ kid: 'self', me: 'father', wife: 'mother', dad: 'grandfather' })
    // The store's data, not a copy made at setup: a person added later is named too.
    host.store.updateData([
      ...host.store.getData(),
      { id: 'kid2', data: { gender: 'M' }, rels: { father: 'me', mother: 'wife' } },
    ])
    expect(methodsOf(kinships, part).calculateKinships('kid')).toMatchObject({ kid2: 'brother' })
  })

  it('gives the people connecting two relatives through their common ancestors', () => {
    host = createFakeHost(smallFamily())
    const part = kinships.setup(host)
    const ids = methodsOf(kinships, part)
      .getKinshipsDataStash('kid', 'dad')
      .map((d) => d.id)
    expect(ids).toEqual(expect.arrayContaining(['kid', 'me', 'dad']))
    expect(ids).not.toContain('wife')
    part.destroy()
    expect(host.leftovers()).toEqual([])
  })
})
