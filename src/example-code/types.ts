/** What an example page runs and shows: its data file, its chart code and optional CSS. */
export interface ExampleDefinition {
  /** Absolute site path of the data JSON, e.g. '/data/data.json'. */
  dataUrl: string
  /** A `function create(data) { ... }` declaration using the globals f3 and d3; it mounts into '#FamilyChart'. */
  code: string
  /** `'text'`: `create(data)` gets the file's text (a GEDCOM file) instead of parsed JSON. */
  dataFormat?: 'json' | 'text'
  /** Extra CSS the example needs (shown in the CSS tab and applied to the page). */
  css?: string
  /** True when the people come from a data source, asynchronously: the first drawing holds the main card only. */
  loadsOnDemand?: boolean
}
