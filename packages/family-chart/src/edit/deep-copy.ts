// Deep copies of plain data (structuredClone where available, JSON otherwise).

/** A deep copy of plain JSON-like data: `structuredClone` when the runtime has it and it succeeds, else JSON. */
export function deepCopy<T>(value: T): T {
  if (typeof globalThis.structuredClone === 'function') {
    try {
      return globalThis.structuredClone(value)
    } catch {
      // values structuredClone refuses (functions, DOM nodes) fall back to JSON, which drops them
    }
  }
  return value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T)
}
