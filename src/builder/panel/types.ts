/** What every section of the configuration panel receives. */
import type { BuilderConfig } from '../config'

export interface SectionProps {
  config: BuilderConfig
  /** Applies a change to the configuration: a pure function of the current one. */
  update: (change: (config: BuilderConfig) => BuilderConfig) => void
}
