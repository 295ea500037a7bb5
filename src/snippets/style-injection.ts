/** JS text that adds the example CSS to the page as a <style> element (used where a snippet has no style block of its own). */
import { templateLiteral } from './text'

/** Statements creating `const <name>` as a <style> element holding `css` and appending it to document.head. */
export function styleInjectionCode(css: string, name = 'style'): string {
  return [
    `const ${name} = document.createElement('style')`,
    `${name}.textContent = ${templateLiteral(css)}`,
    `document.head.appendChild(${name})`,
  ].join('\n')
}

/** The example CSS trimmed, or undefined when there is none. */
export function exampleCss(css: string | undefined): string | undefined {
  const trimmed = css?.trim()
  return trimmed ? trimmed : undefined
}
