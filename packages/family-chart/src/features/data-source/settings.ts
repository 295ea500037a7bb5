/** The data source's defaults, read by the feature (at once) and by its wiring (once loaded). */
import type { DataSourceOptions } from './types'

export const DEFAULT_CACHE_SIZE = 500
export const DEFAULT_DEPTH = 3

/** The cache size in force: the option, at least one person. */
export const cacheSizeOf = (options: DataSourceOptions): number => Math.max(1, options.cacheSize ?? DEFAULT_CACHE_SIZE)
