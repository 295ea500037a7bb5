import { isPrivatePerson, LIVING_OPTIONS } from './private-cards'
import { loadDemoData, namedIds } from './test-data'

describe('private cards', () => {
  it("is private exactly when living is '1'", () => {
    const p = (living?: unknown) => ({
      id: 'x',
      data: { gender: 'F' as const, ...(living === undefined ? {} : { living }) },
      rels: {},
    })
    expect(isPrivatePerson(p('1'))).toBe(true)
    expect(isPrivatePerson(p('0'))).toBe(false)
    expect(isPrivatePerson(p())).toBe(false)
    expect(isPrivatePerson(p(1))).toBe(false)
    expect(isPrivatePerson(undefined)).toBe(false)
    expect(LIVING_OPTIONS.map((o) => o.value)).toEqual(['1', '0'])
  })

  it('marks the living Whitcombes private in the demo data and keeps the first person public', () => {
    const data = loadDemoData('data-private.json')
    const idOf = namedIds(data)
    const privateNames = data
      .filter(isPrivatePerson)
      .map((d) => `${d.data['first name']} ${d.data['last name']}`)
      .sort()
    expect(privateNames).toEqual([
      'Claire Whitcombe',
      'Daniel Whitcombe',
      'Margaret Whitcombe',
      'Oscar Whitcombe',
      'Priya Nair',
    ])
    expect(isPrivatePerson(data[0])).toBe(false)
    expect(data.every((d) => d.data.living === '0' || d.data.living === '1')).toBe(true)
    expect(idOf('Thomas Whitcombe')).toBe(data[0].id)
  })
})
