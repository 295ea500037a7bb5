// Tests of new person ids (version-4 UUIDs, with and without crypto) and createNewPerson.
import { createNewPerson, newPersonId } from '../../src/edit/new-person'

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/

describe('newPersonId', () => {
  it('returns distinct version-4 UUIDs', () => {
    const seen = new Set(Array.from({ length: 200 }, () => newPersonId()))
    expect(seen.size).toBe(200)
    for (const id of seen) expect(id).toMatch(UUID_V4)
  })

  it('uses crypto.randomUUID when available', () => {
    const spy = jest.spyOn(globalThis.crypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555')
    try {
      expect(newPersonId()).toBe('11111111-2222-4333-8444-555555555555')
      expect(spy).toHaveBeenCalledTimes(1)
    } finally {
      spy.mockRestore()
    }
  })

  it('falls back to a Math.random version-4 id without crypto.randomUUID', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true, writable: true })
    const random = jest.spyOn(Math, 'random')
    try {
      const ids = Array.from({ length: 50 }, () => newPersonId())
      expect(random).toHaveBeenCalled()
      expect(new Set(ids).size).toBe(50)
      for (const id of ids) expect(id).toMatch(UUID_V4)
    } finally {
      random.mockRestore()
      Object.defineProperty(globalThis, 'crypto', descriptor)
    }
    expect(typeof globalThis.crypto.randomUUID).toBe('function')
  })

  it('fallback sets version and variant bits even when Math.random gives extremes', () => {
    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'crypto')!
    Object.defineProperty(globalThis, 'crypto', { value: {}, configurable: true, writable: true })
    try {
      for (const r of [0, 0.999999]) {
        const random = jest.spyOn(Math, 'random').mockReturnValue(r)
        expect(newPersonId()).toMatch(UUID_V4)
        random.mockRestore()
      }
    } finally {
      Object.defineProperty(globalThis, 'crypto', descriptor)
    }
  })
})

describe('createNewPerson', () => {
  it('defaults to a male person with empty relations', () => {
    const p = createNewPerson()
    expect(p.id).toMatch(UUID_V4)
    expect(p.data).toEqual({ gender: 'M' })
    expect(p.rels).toEqual({})
  })

  it('keeps given fields and gender', () => {
    const p = createNewPerson({ data: { gender: 'F', 'first name': 'Ana' } })
    expect(p.data).toEqual({ gender: 'F', 'first name': 'Ana' })
  })

  it('copies the given rels so the caller cannot change the new person afterwards', () => {
    const rels = { father: 'a', spouses: ['b'], children: ['c'] }
    const p = createNewPerson({ rels })
    rels.spouses.push('x')
    rels.children.push('y')
    expect(p.rels).toEqual({ father: 'a', spouses: ['b'], children: ['c'] })
  })

  it('gives each person a new id', () => {
    expect(createNewPerson().id).not.toBe(createNewPerson().id)
  })
})
