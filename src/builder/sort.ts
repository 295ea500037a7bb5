/** Sorting children by a field: the setting rules and the comparator, as code text and as a function. */
import type { BuilderConfig } from './config'
import { quote } from './code-format'

/** A field sorts ascending; null goes back to the data order (and clears Desc). */
export function setSortChildrenBy(config: BuilderConfig, field: string | null): BuilderConfig {
  return { ...config, sortChildrenBy: field || null, isDescSortChildrenBy: field ? config.isDescSortChildrenBy : false }
}

/** Desc only applies with a field chosen; without one it stays off. */
export function setSortDesc(config: BuilderConfig, desc: boolean): BuilderConfig {
  return { ...config, isDescSortChildrenBy: config.sortChildrenBy ? desc : false }
}

/**
 * The comparator's source: compares the field's values as text with numbers in numeric order ('9' before '10'),
 * people without the value first when ascending.
 */
export function sortChildrenCode(field: string, desc: boolean): string {
  const [x, y] = desc ? ['b', 'a'] : ['a', 'b']
  const key = quote(field)
  return `(a, b) => String(${x}.data[${key}] ?? '').localeCompare(String(${y}.data[${key}] ?? ''), undefined, { numeric: true })`
}
