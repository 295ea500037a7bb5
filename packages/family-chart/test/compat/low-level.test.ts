/**
 * @jest-environment jsdom
 */
// The low-level path of the published READMEs draws a tree without a Chart: a store, an SVG from createSvg, a card
// function from elements, and f3.view on every update. It draws the same cards as the published version, and so do
// the HTML-card and card-component paths built on htmlHandlers and cardComponentSetup.
import { selectAll } from 'd3'
import { smallFamily } from '../fixtures/small-family'
import { container, f3, PUBLISHED, published, type Namespace } from './published'

const CARD_DIM = { w: 220, h: 70, text_x: 75, text_y: 15, img_w: 60, img_h: 60, img_x: 5, img_y: 5 }
const name = (d: any) => `${d.data['first name']} ${d.data['last name']}`

/** The README's sequence: createStore, createSvg, elements.Card, store.setOnUpdate(view), updateTree. */
function readmePath(lib: Namespace, cont: HTMLElement) {
  const store = lib.createStore({ data: smallFamily(), node_separation: 250, level_separation: 150 })
  const svg = lib.createSvg(cont)
  const Card = lib.elements.Card({
    store,
    svg,
    card_dim: CARD_DIM,
    card_display: [name],
    mini_tree: true,
    link_break: false,
  })
  store.setOnUpdate((props: any) => lib.view(store.getTree(), svg, Card, props || {}))
  store.updateTree({ initial: true })
  return { store, svg }
}

/** The names on the SVG cards drawn in a container. */
const svgCardNames = (cont: HTMLElement) =>
  [...cont.querySelectorAll('svg.main_svg g.card_cont .card')]
    .map((c) => c.textContent!.replace(/\s+/g, ' ').trim())
    .sort()

describe.each(PUBLISHED)('the README path of %s', (_version, pkg) => {
  // The published version animates its camera even at the first draw: those transitions stop with the test.
  afterEach(() => selectAll('*').interrupt())

  it('draws the same people on SVG cards, with the links, and a click on a card makes that person main', () => {
    const theirCont = container('theirs')
    const ourCont = document.createElement('div')
    ourCont.style.cssText = 'width:900px;height:600px'
    document.body.append(ourCont)
    readmePath(published(pkg), theirCont)
    const { store, svg } = readmePath(f3, ourCont)

    expect(svg.tagName.toLowerCase()).toBe('svg')
    expect(svg.classList.contains('main_svg')).toBe(true)
    const names = svgCardNames(ourCont)
    expect(names).toEqual(svgCardNames(theirCont))
    expect(names).toContain('Lia Reed')
    expect(ourCont.querySelectorAll('svg.main_svg .links_view path.link').length).toBeGreaterThanOrEqual(6)

    const lia = [...ourCont.querySelectorAll<SVGGElement>('g.card_cont .card')].find((c) =>
      c.textContent!.includes('Lia'),
    )!
    lia.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(store.getMainId()).toBe('kid')
    expect(store.getTree().main_id).toBe('kid')
  })
})

describe('f3.view', () => {
  it('draws HTML cards from elements.CardHtml into the HTML layer, with the cards settings', () => {
    const cont = container()
    const store = f3.createStore({ data: smallFamily() })
    const svg = f3.createSvg(cont)
    const clicks: string[] = []
    const Card = f3.elements.CardHtml({
      store,
      card_display: [name],
      style: 'rect',
      mini_tree: false,
      card_dim: { w: 150 },
      onCardClick: (_e: Event, d: any) => clicks.push(d.data.id),
    })
    store.setOnUpdate((props: any) => f3.view(store.getTree(), svg, Card, { ...props, cardHtml: true }))
    store.updateTree({ initial: true })
    const cards = [...cont.querySelectorAll<HTMLElement>('#htmlSvg .cards_view div.card_cont .card')]
    expect(cards.map((c) => c.textContent).sort()).toEqual([
      'Abe Reed',
      'Ana Reed',
      'Eve Reed',
      'Ida Reed',
      'Lia Reed',
      'Sam Reed',
      'Tom Reed',
    ])
    expect(cards[0].style.width).toBe('150px')
    cards.find((c) => c.textContent === 'Tom Reed')!.click()
    expect(clicks).toEqual(['dad'])
  })

  it('places the camera as updateTree props say and animates nothing with transition_time 0', () => {
    const cont = container()
    const store = f3.createStore({ data: smallFamily() })
    const svg = f3.createSvg(cont)
    const Card = f3.Card({ store, svg, card_dim: CARD_DIM, card_display: [name] })
    store.setOnUpdate((props: any) => f3.view(store.getTree(), svg, Card, props || {}))
    store.updateTree({ initial: true })
    const before = f3.handlers.getCurrentZoom(svg)
    store.updateMainId('gf')
    store.updateTree({ tree_position: 'inherit', transition_time: 0 })
    expect(f3.handlers.getCurrentZoom(svg)).toEqual(before)
    const gf = [...cont.querySelectorAll<SVGGElement>('g.card_cont')].find((g) => g.textContent!.includes('Abe'))!
    const node = store.getTree().data.find((d: any) => d.data.id === 'gf')
    expect(gf.getAttribute('transform')).toBe(`translate(${node.x},${node.y})`)
  })

  it('refuses, in words, an SVG f3.createSvg did not make', () => {
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg')
    expect(() => f3.view(f3.calculateTree(smallFamily()), svg, () => {}, {})).toThrow(/f3\.createSvg/)
  })

  it('gives one drawing per container: createSvg again returns the same SVG', () => {
    const cont = container()
    expect(f3.createSvg(cont)).toBe(f3.createSvg(cont))
    expect(cont.querySelectorAll('svg.main_svg').length).toBe(1)
  })
})

describe('cards rendered as components (handlers.cardComponentSetup)', () => {
  /** What a framework does with the list: one element per item, keyed by unique_id, in the HTML cards view. */
  function render(view: HTMLElement, items: any[]): void {
    const keep = new Set(items.map((d) => d.unique_id))
    for (const el of [...view.querySelectorAll<HTMLElement>(':scope > .my-card')])
      if (!keep.has(el.dataset.id)) el.remove()
    for (const d of items) {
      if (view.querySelector(`[data-id="${d.unique_id}"]`)) continue
      const el = document.createElement('div')
      el.className = 'my-card'
      el.dataset.id = d.unique_id
      el.textContent = name(d.data)
      view.append(el)
    }
  }

  // The component follows its card's element as the view moves it (a MutationObserver: right after the update's task).
  const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

  it('moves each component to its card, keeps its unique_id while the person stays, and keeps leaving ones one update', async () => {
    const cont = container()
    const getTreeData = f3.handlers.cardComponentSetup(cont)
    const svg = cont.querySelector('svg.main_svg')!
    const view = cont.querySelector<HTMLElement>('#htmlSvg .cards_view')!
    const store = f3.createStore({ data: smallFamily() })
    store.setOnUpdate((props: any) => {
      const items = getTreeData(store.getTree().data)
      render(view, items)
      f3.view(store.getTree(), svg, (d: any) => view.querySelector(`[data-id="${d.unique_id}"]`), {
        ...props,
        cardComponent: true,
        transition_time: 0,
      })
    })
    store.updateTree({ initial: true })
    await settled()
    const lia = [...view.querySelectorAll<HTMLElement>('.my-card')].find((el) => el.textContent === 'Lia Reed')!
    const node = store.getTree().data.find((d: any) => d.data.id === 'kid')
    expect(lia.style.transform).toBe(`translate(${node.x}px, ${node.y}px)`)
    expect(lia.style.position).toBe('absolute')

    const ids = new Map(
      [...view.querySelectorAll<HTMLElement>('.my-card')].map((el) => [el.textContent, el.dataset.id]),
    )
    store.updateMainId('sis')
    store.updateTree({})
    await settled()
    const after = store.getTree().data.map((d: any) => d.data.id)
    expect(after).not.toContain('kid')
    // Lia left the tree: her component is kept for this update, at her card's way out; those who stay keep their id.
    expect(view.querySelector(`[data-id="${ids.get('Lia Reed')}"]`)).not.toBeNull()
    expect(view.querySelector<HTMLElement>(`[data-id="${ids.get('Abe Reed')}"]`)).not.toBeNull()
    const abe = store.getTree().data.find((d: any) => d.data.id === 'gf')
    expect(view.querySelector<HTMLElement>(`[data-id="${ids.get('Abe Reed')}"]`)!.style.transform).toBe(
      `translate(${abe.x}px, ${abe.y}px)`,
    )
    store.updateTree({})
    expect(view.querySelector(`[data-id="${ids.get('Lia Reed')}"]`)).toBeNull()
  })

  it('getUniqueId and setupHtmlSvg do what they did: read the id, add the hidden bookkeeping view', () => {
    const cont = container()
    const { htmlSvg } = f3.htmlHandlers.default(cont)
    f3.htmlHandlers.setupHtmlSvg(() => htmlSvg)
    expect(htmlSvg.querySelectorAll('.cards_view_fake').length).toBe(1)
    const [d] = f3.htmlHandlers.setupReactiveTreeData(() => htmlSvg)(f3.calculateTree(smallFamily()).data)
    expect(f3.htmlHandlers.getUniqueId(d)).toBe(d.unique_id)
    expect(f3.htmlHandlers.createHtmlSvg(cont)).toBe(htmlSvg)
  })

  it('onZoomSetup moves both layers to the transform of a zoom event', () => {
    const cont = container()
    const parts = f3.handlers.htmlContSetup(cont)
    f3.htmlHandlers.onZoomSetup(
      () => parts.svgView,
      () => parts.htmlView,
    )({ transform: { x: 10, y: 20, k: 0.5 } })
    expect(parts.htmlView.style.transform).toBe('translate(10px, 20px) scale(0.5)')
    expect((parts.svgView as any).style.transform).toBe('translate(10px, 20px) scale(0.5)')
  })
})

describe('handlers.setupZoom and createSvg options', () => {
  it('setupZoom makes an element of the code zoom its .view, and the zoom helpers work on its SVG', () => {
    const cont = container()
    cont.innerHTML = '<svg><g class="view"></g></svg>'
    const svg = cont.querySelector('svg')!
    const seen: number[] = []
    f3.handlers.setupZoom(cont, { onZoom: (e: any) => seen.push(e.transform.k) })
    f3.handlers.zoomTo(svg, 2)
    expect(f3.handlers.getCurrentZoom(svg).k).toBe(2)
    expect(svg.querySelector('.view')!.getAttribute('transform')).toBe('translate(0,0) scale(2)')
    return Promise.resolve().then(() => expect(seen).toEqual([2]))
  })

  it('zoom_polite lets a wheel without Ctrl through to the page, and zooms with Ctrl', () => {
    const cont = container()
    const svg = f3.createSvg(cont, { zoom_polite: true })
    const canvas = svg.parentElement!
    const wheel = (ctrlKey: boolean) =>
      canvas.dispatchEvent(new WheelEvent('wheel', { deltaY: -100, ctrlKey, bubbles: true, cancelable: true }))
    const k = f3.handlers.getCurrentZoom(svg).k
    expect(wheel(false)).toBe(true)
    expect(f3.handlers.getCurrentZoom(svg).k).toBe(k)
    wheel(true)
    expect(f3.handlers.getCurrentZoom(svg).k).toBeGreaterThan(k)
  })
})
