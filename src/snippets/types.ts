/** Input shared by every snippet generator: the example's chart code, its data source and its extra CSS. */

export interface SnippetSource {
  /** Chart creation code: a complete JS function declaration `function create(data) { ... }` that uses globals f3 (family-chart namespace) and d3, and mounts into '#FamilyChart'. */
  createFnString: string
  /** Where the data JSON is fetched from, as an absolute path on the current origin, e.g. '/data/data.json'. Used when dataJson is absent. */
  dataUrl?: string
  /** Inline data JSON text; when given, snippets embed it as `const data = <json>` instead of fetching. */
  dataJson?: string
  /** How the fetched file reaches `create(data)`: parsed JSON (the default), or its text (a GEDCOM file). */
  dataFormat?: 'json' | 'text'
  /** Extra CSS of the example (optional). */
  css?: string
}

/** Every generated snippet of one example, keyed by target. */
export interface AllSnippets {
  vanillaJs: string
  fullHtml: string
  vue: string
  react: string
  angular: string
  svelte: string
}
