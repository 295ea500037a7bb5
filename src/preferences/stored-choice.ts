/** Reads and writes one remembered choice (such as the code framework) in Web Storage, tolerating storage failures. */

/** The subset of Web Storage used here, so tests can pass a plain object. */
export interface ChoiceStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

/** The stored value when it is one of `allowed`; otherwise (nothing stored, stale value, storage blocked) null. */
export function readChoice<T extends string>(
  storage: ChoiceStorage | null | undefined,
  key: string,
  allowed: readonly T[],
): T | null {
  try {
    const value = storage?.getItem(key) ?? null
    return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null
  } catch {
    // Private browsing modes and blocked cookies make storage throw: the choice is then simply not remembered.
    return null
  }
}

/** Stores the value; returns false when storage is unavailable. */
export function writeChoice(storage: ChoiceStorage | null | undefined, key: string, value: string): boolean {
  try {
    if (!storage) return false
    storage.setItem(key, value)
    return true
  } catch {
    return false
  }
}
