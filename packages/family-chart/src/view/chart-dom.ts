/** Creates the elements a chart draws into: one zoomable canvas holding the link SVG and the card layers. */

export interface ChartDom {
  cont: HTMLElement
  canvas: HTMLDivElement
  svg: SVGSVGElement
  view: SVGGElement
  linksLayer: SVGGElement
  svgCardsLayer: SVGGElement
  htmlLayer: HTMLDivElement
  htmlCardsLayer: HTMLDivElement
  nav: HTMLDivElement
}

const SVG_NS = 'http://www.w3.org/2000/svg'

function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, cls: string): SVGElementTagNameMap[K] {
  const el = document.createElementNS(SVG_NS, tag)
  el.setAttribute('class', cls)
  return el
}

export function resolveContainer(cont: HTMLElement | string): HTMLElement {
  const el = typeof cont === 'string' ? document.querySelector<HTMLElement>(cont) : cont
  if (!el) throw new Error(`family-chart: container not found (${typeof cont === 'string' ? cont : 'element'})`)
  return el
}

export function createChartDom(cont: HTMLElement): ChartDom {
  cont.classList.add('f3')
  const canvas = document.createElement('div')
  canvas.className = 'f3-canvas'
  const svg = svgEl('svg', 'main_svg f3-svg')
  svg.setAttribute('width', '100%')
  svg.setAttribute('height', '100%')
  const view = svgEl('g', 'view f3-view')
  const linksLayer = svgEl('g', 'links_view f3-links')
  // Links only draw what the cards and arrow keys already tell: hidden from assistive technology.
  linksLayer.setAttribute('aria-hidden', 'true')
  const svgCardsLayer = svgEl('g', 'cards_view f3-svg-cards')
  view.append(linksLayer, svgCardsLayer)
  svg.append(view)
  const htmlLayer = document.createElement('div')
  htmlLayer.id = 'htmlSvg'
  htmlLayer.className = 'f3-html-layer'
  const htmlCardsLayer = document.createElement('div')
  htmlCardsLayer.className = 'cards_view f3-html-cards'
  htmlLayer.append(htmlCardsLayer)
  canvas.append(svg, htmlLayer)
  const nav = document.createElement('div')
  nav.className = 'f3-nav-cont'
  cont.append(canvas, nav)
  return { cont, canvas, svg, view, linksLayer, svgCardsLayer, htmlLayer, htmlCardsLayer, nav }
}
