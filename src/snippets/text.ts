/** Small text helpers for generated code: indentation, JS string literals and escaping of closing tags in embedded code. */

/** Prefixes every non-empty line with `spaces` spaces. Only whitespace between tokens changes, unless the text holds multi-line template literals. */
export function indent(text: string, spaces: number): string {
  const pad = ' '.repeat(spaces)
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? '' : pad + line))
    .join('\n')
}

/** Like indent, but leaves code holding a backtick as it is, so template literal contents are never altered. */
export function indentCode(code: string, spaces: number): string {
  return code.includes('`') ? code : indent(code, spaces)
}

/** A single-quoted JS string literal of `value`. */
export function jsString(value: string): string {
  const escaped = value
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
  return `'${escaped}'`
}

/** A JS template literal whose value is exactly `value` (backslashes, backticks and `${` escaped). */
export function templateLiteral(value: string): string {
  const escaped = value.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')
  return `\`${escaped}\``
}

/**
 * Makes JS text safe inside an HTML <script> element: `</script` becomes `<\/script` and `<!--` becomes `<\!--`.
 * Both can only occur inside string, template or regex literals, where the added backslash does not change the value.
 */
export function escapeForScriptTag(code: string): string {
  return code.replace(/<\/(script)/gi, '<\\/$1').replace(/<!--/g, '<\\!--')
}

/** Makes CSS text safe inside an HTML <style> element: `</style` becomes `<\/style` (a CSS escape of the slash). */
export function escapeForStyleTag(css: string): string {
  return css.replace(/<\/(style)/gi, '<\\/$1')
}
