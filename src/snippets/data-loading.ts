/** Builds the JS text that gets the chart data, inline (`const data = <json>`) or by fetch, and passes it to a callback. */
import type { SnippetSource } from './types'
import { jsString } from './text'

/**
 * JS statements that obtain the data and call `callback(data)`.
 * Inline JSON is embedded as given (outer whitespace trimmed); otherwise `dataUrl` is fetched, as JSON or, with
 * `dataFormat: 'text'`, as text.
 */
export function dataLoadingCode(src: SnippetSource, callback = 'create'): string {
  if (src.dataJson !== undefined) {
    return `const data = ${src.dataJson.trim()}\n${callback}(data)`
  }
  if (!src.dataUrl) {
    throw new Error('SnippetSource needs dataJson or dataUrl')
  }
  return [
    `fetch(${jsString(src.dataUrl)})`,
    '  .then(res => {',
    "    if (!res.ok) throw new Error('HTTP error! status: ' + res.status)",
    src.dataFormat === 'text' ? '    return res.text()' : '    return res.json()',
    '  })',
    `  .then(data => ${callback}(data))`,
    '  .catch(err => console.error(err))',
  ].join('\n')
}
