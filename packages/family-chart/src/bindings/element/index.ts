/**
 * family-chart/element: the <family-chart> custom element, defined when this entry is imported (in a browser; a
 * server render imports it without effect).
 * @packageDocumentation
 */
import { familyChartElementClass, type FamilyChartElement } from './family-chart-element'

export type { FamilyChartElement } from './family-chart-element'
export type { CardDisplay, ChartSettings, ChartSetup, ChartType, FamilyChartLibrary } from '../shared/settings'

/**
 * Defines the element under `tagName` (default `family-chart`) unless that name is taken; importing this entry does it
 * for the default name. Without custom elements (a server render) it does nothing.
 * @param tagName - The element's name, with a hyphen.
 * @returns The element's class, or undefined where there are no custom elements.
 * @example
 * ```js
 * import { defineFamilyChartElement } from 'family-chart/element'
 * defineFamilyChartElement('my-family-tree')
 * ```
 * @since next
 */
export function defineFamilyChartElement(tagName = 'family-chart'): CustomElementConstructor | undefined {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return undefined
  const defined = customElements.get(tagName)
  if (defined) return defined
  const elementClass = familyChartElementClass()
  customElements.define(tagName, elementClass)
  return elementClass
}

declare global {
  interface HTMLElementTagNameMap {
    'family-chart': FamilyChartElement
  }
}

defineFamilyChartElement()
