// Test support: the checks of the feature each example is about, keyed by example, and their shared expectations.
import type { ExampleDefinition } from '../types'
import { expectExportButtons } from './export-check'
import { genealogistFeatureChecks } from './genealogist-feature-checks'
import { fanFeatureChecks } from './fan-feature-checks'
import {
  clickCard,
  finishRun,
  currentZoom,
  library,
  loadData,
  names,
  rows,
  runExample,
  screenPosition,
  VIEWPORT,
  type Run,
} from './run-example'

function expectCssToTargetTheChart(css: string) {
  const sheet = document.head.querySelector('style[data-example-css]') as HTMLStyleElement
  expect(sheet).not.toBeNull()
  const rules = [...(sheet.sheet as CSSStyleSheet).cssRules] as CSSStyleRule[]
  expect(rules.length).toBeGreaterThan(0)
  expect(css.length).toBeGreaterThan(0)
  for (const rule of rules) {
    for (const selector of rule.selectorText.split(',')) {
      const plain = selector.replace(/:(hover|focus|focus-visible|active)\b/g, '').trim()
      expect({ selector: plain, matches: document.querySelectorAll(plain).length > 0 }).toEqual({
        selector: plain,
        matches: true,
      })
    }
  }
}

const HOSTILE = '<img id="hostile" src="x" onerror="window.__hacked = true">'

/** Runs an inner-HTML-creator example with a hostile first name: it must show as text, never as markup. */
function expectCreatorToEscape(example: ExampleDefinition, nameSelector: string) {
  const data = loadData(example.dataUrl)
  data[0].data['first name'] = HOSTILE
  const run = runExample(example, data)
  expect(run.root.querySelector('#hostile')).toBeNull()
  expect(run.root.querySelector('img')).toBeNull()
  const main = run.mainCard()
  expect(main.card.querySelector(nameSelector)!.textContent).toContain(HOSTILE)
  expect((window as any).__hacked).toBeUndefined()
}

/** The zoom-to-card examples: nothing moves before 4 s, then a card ends up in the middle of the viewport at scale 1. */
function expectZoomToRandomCard(example: ExampleDefinition) {
  // Choose the card farthest from the centre of the fitted view, so a completed zoom is unmistakable.
  const probe = runExample(example)
  const fit = currentZoom(probe.root)
  const nodes = probe.cards().map((c) => c.node)
  const distance = (n: any) => {
    const p = screenPosition(n, fit)
    return Math.hypot(p.x - VIEWPORT.width / 2, p.y - VIEWPORT.height / 2)
  }
  const far = nodes.reduce((best, n, i) => (distance(n) > distance(nodes[best]) ? i : best), 0)
  expect(distance(nodes[far])).toBeGreaterThan(50)
  finishRun()

  // The example picks treeData[Math.floor(Math.random() * treeData.length)]; steer Math.random to that card.
  const run = runExample(example)
  const treeNodes = run.cards().map((c) => c.node)
  expect(treeNodes).toHaveLength(nodes.length)
  jest.spyOn(Math, 'random').mockReturnValue((far + 0.5) / treeNodes.length)
  const before = currentZoom(run.root)
  jest.advanceTimersByTime(3900)
  expect(currentZoom(run.root)).toEqual(before)
  jest.advanceTimersByTime(100 + 1000)
  const midway = currentZoom(run.root)
  expect(midway).not.toEqual(before)
  jest.advanceTimersByTime(1500)
  const after = currentZoom(run.root)
  const p = screenPosition(treeNodes[far], after)
  expect(p.x).toBeCloseTo(VIEWPORT.width / 2, 0)
  expect(p.y).toBeCloseTo(VIEWPORT.height / 2, 0)
  // Zoom to card zooms: the card comes to full size (scale 1), whatever the fitted scale was.
  expect(after.k).toBeCloseTo(1, 5)
}

function expectHorizontal(run: Run) {
  const all = run.cards()
  const withParent = all.filter((c) => c.node.parent)
  expect(withParent.length).toBeGreaterThan(0)
  for (const c of withParent) expect(c.node.x).toBeGreaterThan(c.node.parent.x)
  const main = run.mainCard()
  const parentIds = [main.node.data.rels.father, main.node.data.rels.mother].filter(Boolean)
  const parents = all.filter((c) => parentIds.includes(c.node.data.id))
  expect(parents.length).toBeGreaterThan(0)
  for (const p of parents) expect(p.node.x).toBeLessThan(main.node.x)
  // One generation is one column: the main person's spouse shares their x, but not their y.
  const spouse = all.find((c) => c.node.spouse === main.node)
  expect(spouse).toBeDefined()
  expect(spouse!.node.x).toBe(main.node.x)
  expect(spouse!.node.y).not.toBe(main.node.y)
}

function expectSingleParentCards(run: Run) {
  expect(run.mainCard().first).toBe('Ruth')
  const empties = run.cards().filter((c) => c.empty)
  // Ruth's unknown mother (ancestry) and the unknown father of her children (progeny), at least.
  expect(empties.length).toBeGreaterThanOrEqual(2)
  for (const e of empties) expect(rows(e.card)).toEqual(['Unknown'])
  expect(empties.some((e) => e.node.is_ancestry)).toBe(true)
  expect(empties.some((e) => !e.node.is_ancestry && e.node.spouse?.data.data['first name'] === 'Ruth')).toBe(true)
  // Clara has a husband with no shared children, and an unknown co-parent for her daughter June.
  const claraSpouses = run.cards().filter((c) => c.node.spouse?.data.data['first name'] === 'Clara')
  expect(claraSpouses.map((c) => (c.empty ? rows(c.card)[0] : c.first)).sort()).toEqual(['Marcus', 'Unknown'])
  // Placeholders are not people: clicking one leaves the main person as is.
  clickCard(empties[0])
  expect(run.mainCard().first).toBe('Ruth')
}

function expectTrimmed(run: Run, present: string[], absent: string[]) {
  for (const c of run.cards()) expect(Math.abs(c.node.depth)).toBeLessThanOrEqual(1)
  const drawn = names(run)
  for (const n of present) expect(drawn).toContain(n)
  for (const n of absent) expect(drawn).not.toContain(n)
}

// ---------------------------------------------------------------------------------------------------------------
// The feature of each example.

export const featureChecks: Record<string, (run: Run) => void | Promise<void>> = {
  '1-basic-tree': (run) => {
    expect(rows(run.mainCard().card)).toEqual(['Daniel Hartwell', '1975'])
    expect(names(run)).toEqual(expect.arrayContaining(['George Hartwell', 'Helen Price', 'Anna Ruiz', 'Leo Hartwell']))
  },
  'v2/1-basic-tree': (run) => {
    expect(rows(run.mainCard().card)).toEqual(['Daniel Hartwell', '1975'])
    clickCard(run.card('George'))
    expect(run.mainCard().first).toBe('George')
  },
  '10-vue-plugin-example': async (run) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { nextTick } = require('vue') as typeof import('vue')
    const select = run.root.querySelector('.vue-bar select') as HTMLSelectElement
    const shown = () => run.root.querySelector('.vue-bar strong')!.textContent
    expect(rows(run.mainCard().card)).toEqual(['Daniel Hartwell', '1975'])
    expect(shown()).toBe('Daniel Hartwell')
    // Component to chart: choosing George in the select makes him the chart's main person.
    select.value = run.card('George').node.data.id
    select.dispatchEvent(new Event('change'))
    await nextTick()
    expect(run.mainCard().first).toBe('George')
    // Chart to component: clicking Leo's card shows him in the component and selects him.
    clickCard(run.card('Leo'))
    await nextTick()
    expect(shown()).toBe('Leo Hartwell')
    expect(select.value).toBe(run.mainCard().node.data.id)
  },
  '2-basic-tree-curie': (run) => {
    expect(rows(run.mainCard().card)).toEqual(['Marie Skłodowska-Curie', '1867'])
    expect(names(run)).toEqual(
      expect.arrayContaining([
        'Pierre Curie',
        'Irène Joliot-Curie',
        'Ève Curie',
        'Władysław Skłodowski',
        'Hélène Langevin-Joliot',
      ]),
    )
  },
  'v2/2-basic-tree-curie': (run) => {
    // Opens on Yves Langevin, whose father Michel's mother is not in the data: an 'Unknown' card at once.
    expect(rows(run.mainCard().card)).toEqual(['Yves Langevin', '1951'])
    const michelsMother = run
      .cards()
      .filter(
        (c) =>
          c.empty &&
          c.node.is_ancestry &&
          c.node.data.data.gender === 'F' &&
          c.node.data._new_rel_data?.rel_id === run.card('Michel').node.data.id,
      )
    expect(michelsMother).toHaveLength(1)
    expect(rows(michelsMother[0].card)).toEqual(['Unknown'])
    // Maurice Curie's mother is not in the data either: from his grandfather Eugène, Jacques's co-parent card is 'Unknown'.
    clickCard(run.card('Pierre', 'Curie'))
    clickCard(run.card('Eugène'))
    expect(run.mainCard().first).toBe('Eugène')
    expect(names(run)).toContain('Maurice Curie')
    const unknown = run.cards().filter((c) => c.empty && c.node.spouse?.data.data['first name'] === 'Jacques')
    expect(unknown).toHaveLength(1)
    expect(rows(unknown[0].card)).toEqual(['Unknown'])
  },
  'v2/10-big-tree': (run) => {
    // Opens readable: Charles at scale 1 in the middle, his card one line of the name that exists in the data.
    const scale = () =>
      Number(/scale\(([\d.]+)\)/.exec((run.root.querySelector('.f3-html-cards') as HTMLElement).style.transform)?.[1])
    expect(scale()).toBe(1)
    expect(rows(run.mainCard().card)).toEqual(['Charles III'])
    // A card click brings the person to the middle at the same scale, instead of fitting 500 people.
    const other = run.cards().find((c) => !c.empty && !c.node.main)!
    clickCard(other)
    expect(run.mainCard().node.data.id).toBe(other.node.data.id)
    expect(scale()).toBe(1)
  },
  '3-custom-tree-card': (run) => {
    const people = run.cards().filter((c) => !c.empty)
    for (const c of people) expect(c.card.querySelector('.custom-card')).not.toBeNull()
    const main = run.mainCard().card
    expect(main.querySelector('.custom-card-initials')!.textContent).toBe('DH')
    expect(main.querySelector('.custom-card-name')!.textContent).toBe('Daniel Hartwell')
    expect(main.querySelector('.custom-card-born')!.textContent).toBe('Born 1975')
    expect(run.card('Anna').card.querySelector('.custom-card-female')).not.toBeNull()
    expectCssToTargetTheChart(run.example.css!)
    expectCreatorToEscape(run.example, '.custom-card-name')
  },
  'v2/3-custom-tree-card': (run) => {
    const people = run.cards().filter((c) => !c.empty)
    for (const c of people) expect(c.card.querySelector('.tree-card')).not.toBeNull()
    const main = run.mainCard().card
    expect(main.querySelector('.tree-card-name')!.textContent).toBe('Marie Skłodowska-Curie')
    expect(main.querySelector('.tree-card-f')).not.toBeNull()
    expect([...main.querySelectorAll('.tree-card-meta span')].map((s) => s.textContent)).toEqual([
      '★ 1867',
      '2 children',
    ])
    expectCssToTargetTheChart(run.example.css!)
    expectCreatorToEscape(run.example, '.tree-card-name')
  },
  '4-custom-main-node': (run) => {
    expectCssToTargetTheChart(run.example.css!)
    const styled = [...run.root.querySelectorAll('.f3 div.card.card-main')]
    expect(styled).toEqual([run.mainCard().card])
    expect(getComputedStyle(run.mainCard().card).backgroundColor).toBe('rgb(242, 193, 78)')
    expect(getComputedStyle(run.card('Anna').card).backgroundColor).not.toBe('rgb(242, 193, 78)')
  },
  'v2/4-custom-main-node': (run) => {
    const badges = () => [...run.root.querySelectorAll('.main-person-badge')]
    expect(badges()).toHaveLength(1)
    expect(run.mainCard().card.contains(badges()[0])).toBe(true)
    expect(run.mainCard().card.classList.contains('main-person-card')).toBe(true)
    expect(run.root.querySelectorAll('.main-person-card')).toHaveLength(1)
    expectCssToTargetTheChart(run.example.css!)
    // The badge follows the main person.
    clickCard(run.card('Irène'))
    expect(run.mainCard().first).toBe('Irène')
    expect(badges()).toHaveLength(1)
    expect(run.mainCard().card.contains(badges()[0])).toBe(true)
  },
  '5-custom-text-display': (run) => {
    expect(rows(run.mainCard().card)).toEqual(['Marie SKŁODOWSKA-CURIE', 'b. 1867'])
    expect(rows(run.card('Pierre', 'Curie').card)).toEqual(['Pierre CURIE', 'b. 1859'])
  },
  'v2/5-custom-text-display': (run) => {
    expect(rows(run.mainCard().card)).toEqual(['Daniel Hartwell', 'Born in 1975', '2 children'])
    expect(rows(run.card('Leo').card)).toEqual(['Leo Hartwell', 'Born in 2005', 'No children'])
    expect(rows(run.card('George').card)).toEqual(['George Hartwell', 'Born in 1948', '3 children'])
  },
  '6-html-cards': (run) => {
    const people = run.cards().filter((c) => !c.empty)
    for (const c of people) expect(c.card.classList.contains('f3-style-imageCircleRect')).toBe(true)
    // George has a second wife and a daughter who are not drawn from Daniel: his card offers the mini tree.
    expect(run.card('George').cont.querySelector('.f3-mini-tree')).not.toBeNull()
    expect(run.mainCard().cont.querySelector('.f3-mini-tree')).toBeNull()
    // Hovering a grandparent's card lights up the links back to the main person.
    run.card('Arthur').card.dispatchEvent(new MouseEvent('mouseenter'))
    jest.advanceTimersByTime(1000)
    expect(run.root.querySelectorAll('.f3-path-to-main').length).toBeGreaterThanOrEqual(2)
    run.card('Arthur').card.dispatchEvent(new MouseEvent('mouseleave'))
    expect(run.root.querySelectorAll('.f3-path-to-main')).toHaveLength(0)
  },
  'v2/6-svg-cards': (run) => {
    expect(run.root.querySelectorAll('div.f3-card')).toHaveLength(0)
    const svgCards = run.root.querySelectorAll('svg g.f3-card')
    expect(svgCards.length).toBe(run.cards().length)
    const body = run.mainCard().card.querySelector('rect.f3-card-body')!
    expect(body.getAttribute('width')).toBe('210')
    expect(body.getAttribute('height')).toBe('70')
    const text = [...run.mainCard().card.querySelectorAll('tspan')].map((t) => t.textContent)
    expect(text).toEqual(['Daniel Hartwell', '1975'])
  },
  '8-zoom-to-card': (run) => expectZoomToRandomCard(run.example),
  'v2/9-zoom-to-card': (run) => expectZoomToRandomCard(run.example),
  '11-html-card-styling': (run) => {
    expectCssToTargetTheChart(run.example.css!)
    const people = run.cards().filter((c) => !c.empty)
    for (const c of people) {
      expect(c.card.classList.contains('f3-style-rect')).toBe(true)
      expect((c.card as HTMLElement).style.width).toBe('170px')
      expect(c.card.querySelector('.f3-card-image')).toBeNull()
    }
    expect(getComputedStyle(run.mainCard().card).borderRadius).toBe('14px')
  },
  'v2/11-card-styling': (run) => {
    expectCssToTargetTheChart(run.example.css!)
    const people = run.cards().filter((c) => !c.empty)
    for (const c of people) expect(c.card.classList.contains('f3-style-imageCircle')).toBe(true)
    expect(rows(run.mainCard().card)).toEqual(['Marie', '1867'])
  },
  '12-single-parent': expectSingleParentCards,
  'v2/12-single-parent': expectSingleParentCards,
  '13-horizontal-tree': expectHorizontal,
  'v2/13-horizontal-tree': expectHorizontal,
  '14-sort-children-function': (run) => {
    // The data lists Ève before Irène and Pierre Joliot before Hélène; the chart shows the older child first.
    const marie = run.data.find((d) => d.data['first name'] === 'Marie')
    const order = (ids: string[]) => ids.map((id) => run.data.find((d) => d.id === id).data['first name'])
    expect(order(marie.rels.children)).toEqual(['Ève', 'Irène'])
    expect(run.card('Irène').node.x).toBeLessThan(run.card('Ève').node.x)
    expect(run.card('Hélène', 'Langevin-Joliot').node.x).toBeLessThan(run.card('Pierre', 'Joliot').node.x)
    // Without the function the layout keeps the data order.
    const plain = library().f3.calculateTree(run.data, { main_id: marie.id })
    const x = (first: string) => plain.data.find((n: any) => n.data.data['first name'] === first && !n.is_ancestry).x
    expect(x('Ève')).toBeLessThan(x('Irène'))
  },
  'v2/14-sort-children-function': (run) => {
    const daniel = run.data.find((d) => d.data['first name'] === 'Daniel')
    expect(daniel.rels.children.map((id: string) => run.data.find((d) => d.id === id).data['first name'])).toEqual([
      'Leo',
      'Maya',
    ])
    // Youngest first.
    expect(run.card('Maya').node.x).toBeLessThan(run.card('Leo').node.x)
  },
  '15-trim-tree': (run) => {
    expect(run.mainCard().first).toBe('Marie')
    expectTrimmed(
      run,
      ['Władysław Skłodowski', 'Bronisława Boguska', 'Irène Joliot-Curie', 'Ève Curie', 'Pierre Curie'],
      ['Salomea Sagtyńska', 'Hélène Langevin-Joliot', 'Pierre Joliot'],
    )
    // Irène's children are cut off, so her card offers the mini tree, which re-centres the trimmed view on her.
    const mini = run.card('Irène').cont.querySelector('.f3-mini-tree') as HTMLElement
    expect(mini).not.toBeNull()
    mini.click()
    jest.advanceTimersByTime(1500)
    expect(run.mainCard().first).toBe('Irène')
    expectTrimmed(run, ['Hélène Langevin-Joliot', 'Pierre Joliot'], ['Yves Langevin', 'Władysław Skłodowski'])
  },
  'v2/15-trim-tree': (run) => {
    expect(run.mainCard().first).toBe('Irène')
    expectTrimmed(
      run,
      ['Pierre Curie', 'Marie Skłodowska-Curie', 'Frédéric Joliot-Curie', 'Hélène Langevin-Joliot', 'Pierre Joliot'],
      ['Eugène Curie', 'Władysław Skłodowski', 'Yves Langevin'],
    )
  },
  'v2/16-default-card-icons': (run) => {
    expectCssToTargetTheChart(run.example.css!)
    const female = run.card('Anna').card.querySelector('.f3-person-icon')!
    const male = run.mainCard().card.querySelector('.f3-person-icon')!
    const serialized = (html: string) => {
      const box = document.createElement('div')
      box.innerHTML = html
      return box.innerHTML
    }
    expect(female.querySelector('.icon-female')!.innerHTML).toBe(serialized(library().f3.icons.personSvgIcon()))
    expect(male.querySelector('.icon-male')!.innerHTML).toBe(serialized(library().f3.icons.userSvgIcon()))
    expect(female.innerHTML).not.toBe(male.innerHTML)
  },
  'v2/21-export': expectExportButtons,
  ...genealogistFeatureChecks,
  ...fanFeatureChecks,
}

// ---------------------------------------------------------------------------------------------------------------
