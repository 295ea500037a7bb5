// The card actions registry: items in order, `when` filters, ids replace, and no menu on placeholder cards.
import { createCardActionRegistry } from '../../src/chart/card-action-registry'
import type { TreeDatum } from '../../src/layout/types'

const node = (id: string, extra: Partial<TreeDatum> = {}): TreeDatum => ({
  data: { id, data: { gender: 'M', 'first name': id }, rels: {} },
  x: 0,
  y: 0,
  depth: 0,
  ...extra,
})

describe('createCardActionRegistry', () => {
  it("lists the actions a person's menu shows, in order, with labels from the person", () => {
    const registry = createCardActionRegistry()
    const run = jest.fn()
    registry.register({ id: 'a', label: 'First', run })
    registry.register({
      id: 'b',
      label: (d) => `Collapse ${d.data.data['first name']}`,
      when: (d) => d.data.id !== 'x',
      run,
    })
    expect(registry.itemsFor(node('ann')).map((i) => i.label)).toEqual(['First', 'Collapse ann'])
    expect(registry.itemsFor(node('x')).map((i) => i.id)).toEqual(['a'])
    registry.itemsFor(node('ann'))[1].run()
    expect(run).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ id: 'ann' }) }))
  })

  it('replaces an action of the same id and removes one', () => {
    const registry = createCardActionRegistry()
    registry.register({ id: 'a', label: 'Old', run: () => {} })
    const remove = registry.register({ id: 'a', label: 'New', run: () => {} })
    expect(registry.itemsFor(node('p')).map((i) => i.label)).toEqual(['New'])
    remove()
    expect(registry.itemsFor(node('p'))).toEqual([])
  })

  it('gives private cards no menu', () => {
    const registry = createCardActionRegistry()
    registry.register({ id: 'a', label: 'A', run: () => {} })
    expect(registry.itemsFor(node('p', { is_private: true }))).toEqual([])
  })
})
