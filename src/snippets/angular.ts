/** Generates the Angular snippet: a standalone component that creates the chart after view init; the chart code stays a module-level function. */
import { CONTAINER_CLASS, CONTAINER_ID, CONTAINER_STYLE } from './container'
import { dataLoadingCode } from './data-loading'
import { moduleImports } from './imports'
import { exampleCss } from './style-injection'
import { indent, templateLiteral } from './text'
import type { SnippetSource } from './types'

export function angularSnippet(src: SnippetSource): string {
  const css = exampleCss(src.css)
  const template = `<div id="${CONTAINER_ID}" class="${CONTAINER_CLASS}" #cont style="${CONTAINER_STYLE}"></div>`
  const coreImports = ['AfterViewInit', 'Component', 'ElementRef', 'OnDestroy', 'ViewChild']
  if (css) coreImports.push('ViewEncapsulation')
  return [
    `import { ${coreImports.join(', ')} } from '@angular/core'`,
    ...moduleImports(src, { css: false }),
    '// Styles: add "node_modules/family-chart/dist/styles/family-chart.css" to "styles" in angular.json.',
    '',
    '@Component({',
    "  selector: 'app-family-tree',",
    '  standalone: true,',
    `  template: ${templateLiteral(template)},`,
    // Not encapsulated: the chart's elements are created by family-chart, without Angular's scoping attributes.
    ...(css
      ? [`  styles: [${templateLiteral(`\n${indent(css, 4)}\n  `)}],`, '  encapsulation: ViewEncapsulation.None,']
      : []),
    '})',
    'export class FamilyTreeComponent implements AfterViewInit, OnDestroy {',
    "  @ViewChild('cont') cont!: ElementRef<HTMLDivElement>",
    '',
    '  ngAfterViewInit(): void {',
    indent(dataLoadingCode(src), 4),
    '  }',
    '',
    '  ngOnDestroy(): void {',
    "    this.cont.nativeElement.innerHTML = ''",
    '  }',
    '}',
    '',
    '// The chart code is plain JavaScript: @ts-ignore lets its untyped parameter pass strict type checking.',
    '// @ts-ignore',
    src.createFnString.trim(),
    '',
  ].join('\n')
}
