import { uniqueId } from '../../src/ui/unique-id'

describe('uniqueId', () => {
  it('gives each call its own id under the prefix, one count across prefixes', () => {
    const ids = [uniqueId('f3-form'), uniqueId('f3-person-list'), uniqueId('f3-form')]
    expect(new Set(ids).size).toBe(3)
    expect(ids[0]).toMatch(/^f3-form-\d+$/)
    expect(ids[1]).toMatch(/^f3-person-list-\d+$/)
    const n = (id: string) => Number(id.split('-').pop())
    expect(n(ids[1])).toBeGreaterThan(n(ids[0]))
    expect(n(ids[2])).toBeGreaterThan(n(ids[1]))
  })
})
