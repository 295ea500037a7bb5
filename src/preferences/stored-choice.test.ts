import { readChoice, writeChoice, type ChoiceStorage } from './stored-choice'
import { FRAMEWORKS, FRAMEWORK_STORAGE_KEY } from './framework'

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { items: Record<string, string> } {
  const items = { ...initial }
  return {
    items,
    getItem: (k) => (k in items ? items[k] : null),
    setItem: (k, v) => {
      items[k] = v
    },
  }
}

const throwing: ChoiceStorage = {
  getItem: () => {
    throw new Error('SecurityError')
  },
  setItem: () => {
    throw new Error('QuotaExceededError')
  },
}

describe('remembered framework choice', () => {
  it('reads back what was written', () => {
    const storage = memoryStorage()
    expect(writeChoice(storage, FRAMEWORK_STORAGE_KEY, 'svelte')).toBe(true)
    expect(readChoice(storage, FRAMEWORK_STORAGE_KEY, FRAMEWORKS)).toBe('svelte')
  })

  it('ignores nothing stored and values that are not a known framework', () => {
    expect(readChoice(memoryStorage(), FRAMEWORK_STORAGE_KEY, FRAMEWORKS)).toBeNull()
    expect(
      readChoice(memoryStorage({ [FRAMEWORK_STORAGE_KEY]: 'jquery' }), FRAMEWORK_STORAGE_KEY, FRAMEWORKS),
    ).toBeNull()
  })

  it('survives storage that throws or is missing (private mode, server rendering)', () => {
    expect(readChoice(throwing, FRAMEWORK_STORAGE_KEY, FRAMEWORKS)).toBeNull()
    expect(writeChoice(throwing, FRAMEWORK_STORAGE_KEY, 'react')).toBe(false)
    expect(readChoice(null, FRAMEWORK_STORAGE_KEY, FRAMEWORKS)).toBeNull()
    expect(writeChoice(undefined, FRAMEWORK_STORAGE_KEY, 'react')).toBe(false)
  })
})
