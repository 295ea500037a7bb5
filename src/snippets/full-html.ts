/** Generates a complete standalone HTML page loading d3 and family-chart (and Vue if the code uses it) from jsDelivr and drawing the example. */
import {
  D3_CDN_URL,
  FAMILY_CHART_CDN_URL,
  FAMILY_CHART_CSS_CDN_URL,
  FAMILY_CHART_GEDCOM_CDN_URL,
  VUE_CDN_URL,
} from './cdn'
import { CONTAINER_CLASS, CONTAINER_ID, CONTAINER_STYLE } from './container'
import { dataLoadingCode } from './data-loading'
import { usesGedcom, usesVue } from './imports'
import { usedLocales } from './locales'
import { exampleCss } from './style-injection'
import { escapeForScriptTag, escapeForStyleTag, indent, indentCode } from './text'
import type { SnippetSource } from './types'

export function fullHtmlSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const script = [indent(dataLoadingCode(src), 4), indentCode(src.createFnString.trim(), 4)].join('\n\n')
  const lines = [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '<head>',
    '  <meta charset="UTF-8">',
    '  <meta name="viewport" content="width=device-width, initial-scale=1.0">',
    '  <title>Family Chart</title>',
    `  <script src="${D3_CDN_URL}"></script>`,
    `  <script src="${FAMILY_CHART_CDN_URL}"></script>`,
    ...(usesGedcom(src) ? [`  <script src="${FAMILY_CHART_GEDCOM_CDN_URL}"></script>`] : []),
    ...(usesVue(src.createFnString) ? [`  <script src="${VUE_CDN_URL}"></script>`] : []),
    // Each language's script-tag file adds it to the global f3Locales.
    ...usedLocales(src.createFnString).map(
      (code) => `  <script src="${FAMILY_CHART_CDN_URL}/dist/locales/${code}.min.js"></script>`,
    ),
    `  <link rel="stylesheet" href="${FAMILY_CHART_CSS_CDN_URL}">`,
    ...(css ? ['  <style>', indent(escapeForStyleTag(css), 4), '  </style>'] : []),
    '</head>',
    '<body>',
    `  <div id="${CONTAINER_ID}" class="${CONTAINER_CLASS}" style="${CONTAINER_STYLE}"></div>`,
    '  <script type="module">',
    escapeForScriptTag(script),
    '  </script>',
    '</body>',
    '</html>',
  ]
  return lines.join('\n') + '\n'
}
