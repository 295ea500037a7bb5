/**
 * @jest-environment jsdom
 */
// Several parent families in the DOM: the other families' cards and labelled dashed links, the family switch (click
// and F key) on HTML and SVG cards, and a divorce drawn and told on the cards.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'

const p = (
  id: string,
  first: string,
  gender: 'M' | 'F',
  rels: Record<string, unknown> = {},
  data: Record<string, unknown> = {},
) => ({ id, data: { gender, 'first name': first, ...data }, rels: { spouses: [], children: [], ...rels } })

function family(): Data {
  return [
    p(
      'anna',
      'Anna',
      'F',
      { father: 'bert', mother: 'cara', other_parents: ['dan', 'eve'] },
      { parent_type__ref__dan: 'adopted', parent_type__ref__eve: 'adopted' },
    ),
    p(
      'bert',
      'Bert',
      'M',
      { spouses: ['cara'], children: ['anna'] },
      { marriage_end__ref__cara: 'divorced', marriage_end_date__ref__cara: '1990' },
    ),
    p(
      'cara',
      'Cara',
      'F',
      { spouses: ['bert'], children: ['anna'] },
      { marriage_end__ref__bert: 'divorced', marriage_end_date__ref__bert: '1990' },
    ),
    p('dan', 'Dan', 'M', { spouses: ['eve'], children: ['anna'] }),
    p('eve', 'Eve', 'F', { spouses: ['dan'], children: ['anna'] }),
  ] as unknown as Data
}

function setup(kind: 'html' | 'svg') {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', family()).setTransitionTime(0)
  const card = kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()
  card.setCardDisplay([['first name']])
  chart.updateTree({ initial: true })
  return chart
}

const root = () => document.getElementById('c')!
const cardOf = (name: string) =>
  [...root().querySelectorAll<Element>('.f3-card')].find((c) => (c.textContent ?? '').startsWith(name))!
/** The card's accessible description (the hidden element its aria-describedby names). */
const described = (card: Element) =>
  document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? ''
/** The people drawn as Anna's parents in the tree: the ancestry cards whose link to main is the ancestry link. */
const inTree = (chart: ReturnType<typeof setup>) =>
  chart.store
    .getTree()!
    .data.filter((d) => d.is_ancestry && d.link_to_main?.startsWith('a:'))
    .map((d) => d.data.data['first name'])
    .sort()

describe.each(['html', 'svg'] as const)('parent families on %s cards', (kind) => {
  it('draws the adoptive family beside the tree with a dashed, labelled link and tells it on the cards', () => {
    setup(kind)
    for (const name of ['Anna', 'Bert', 'Cara', 'Dan', 'Eve']) expect(cardOf(name)).toBeTruthy()
    const link = root().querySelector('path.f3-link-parent-family.f3-link-adopted')!
    expect(link).toBeTruthy()
    const mark = link.parentElement!.querySelector('.f3-link-family-mark')!
    expect(mark.textContent).toContain('adoptive')
    expect(mark.getAttribute('aria-label')).toBe('Adoptive family of Anna')
    expect(described(cardOf('Dan'))).toBe('adoptive parent of Anna')
    expect(cardOf('Dan').textContent).not.toContain('adoptive')
  })

  it('shows the divorce on the spouse link and on both cards', () => {
    setup(kind)
    const ended = root().querySelector('path.f3-link-spouse.f3-link-ended')!
    expect(ended).toBeTruthy()
    expect(ended.parentElement!.querySelector('.f3-link-end')!.getAttribute('aria-label')).toBe('divorced 1990')
    expect(described(cardOf('Bert'))).toBe('divorced from Cara, 1990')
    expect(described(cardOf('Cara'))).toBe('divorced from Bert, 1990')
  })

  it('switches to the adoptive family with one click on the switch named for it, and back', () => {
    const chart = setup(kind)
    expect(inTree(chart)).toEqual(['Bert', 'Cara'])
    const sw = [...root().querySelectorAll<Element>('.f3-family-switch')].find(
      (b) => b.getAttribute('aria-label') === 'Show the adoptive family of Anna in the tree',
    )!
    expect(sw).toBeTruthy()
    sw.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(inTree(chart)).toEqual(['Dan', 'Eve'])
    expect(chart.getParentFamilies('anna').find((f) => f.drawn)!.type).toBe('adopted')
    const back = [...root().querySelectorAll<Element>('.f3-family-switch')].find(
      (b) => b.getAttribute('aria-label') === 'Show the birth family of Anna in the tree',
    )!
    back.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(inTree(chart)).toEqual(['Bert', 'Cara'])
  })

  it('switches with F on the focused card', () => {
    const chart = setup(kind)
    const anna = cardOf('Anna') as HTMLElement
    anna.focus()
    anna.dispatchEvent(new KeyboardEvent('keydown', { key: 'f', bubbles: true, cancelable: true }))
    expect(inTree(chart)).toEqual(['Dan', 'Eve'])
  })
})

describe('setParentFamily', () => {
  it('chooses the family in code, and null goes back to father and mother', () => {
    const chart = setup('html')
    chart.setParentFamily('anna', ['dan', 'eve']).updateTree({})
    expect(inTree(chart)).toEqual(['Dan', 'Eve'])
    chart.setParentFamily('anna', null).updateTree({})
    expect(inTree(chart)).toEqual(['Bert', 'Cara'])
  })
})
