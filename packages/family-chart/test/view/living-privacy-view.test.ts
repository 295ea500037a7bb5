/**
 * @jest-environment jsdom
 */
// Privacy of the living in the chart: private cards on HTML and SVG cards, no name in any text, aria-label, title or
// description, the person search and the announcements; the data itself unchanged; off by default.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'
import { chartExportSource } from '../../src/features/export/chart-export-source'
import { cardContent } from '../../src/features/export/card-content'

const NOW = new Date('2026-01-01')
const p = (
  id: string,
  first: string,
  last: string,
  gender: 'M' | 'F',
  rels: Record<string, unknown>,
  data: Record<string, unknown> = {},
) => ({
  id,
  data: { gender, 'first name': first, 'last name': last, ...data },
  rels: { spouses: [], children: [], ...rels },
})

/** A grandfather who died, his wife born 1890 (over 100 years ago), their living son, his divorced living wife, their child. */
function family(): Data {
  return [
    p('karl', 'Karl', 'Stern', 'M', { father: 'otto', mother: 'ilse' }, { birthday: '1985' }),
    p(
      'otto',
      'Otto',
      'Stern',
      'M',
      { father: 'hans', mother: 'greta', spouses: ['mila'], children: ['karl'] },
      { birthday: '1950', marriage_end__ref__mila: 'divorced', marriage_end_date__ref__mila: '1990' },
    ),
    p(
      'mila',
      'Mila',
      'Roth',
      'F',
      { spouses: ['otto'], children: ['karl'] },
      { birthday: '1955', marriage_end__ref__otto: 'divorced', marriage_end_date__ref__otto: '1990' },
    ),
    p('hans', 'Hans', 'Stern', 'M', { spouses: ['greta'], children: ['otto'] }, { birthday: '1921', death: '1999' }),
    p('greta', 'Greta', 'Stern', 'F', { spouses: ['hans'], children: ['otto'] }, { birthday: '1890' }),
  ].map((d) => (d.id === 'karl' ? { ...d, rels: { ...d.rels, mother: 'mila' } } : d)) as unknown as Data
}

function setup(kind: 'html' | 'svg', privacy: Parameters<ReturnType<typeof createChart>['setPrivacy']>[0]) {
  document.body.innerHTML = '<div id="c" style="width:900px;height:600px"></div>'
  const chart = createChart('#c', family()).setTransitionTime(0)
  const card = kind === 'html' ? chart.setCardHtml() : chart.setCardSvg()
  card.setCardDisplay([['first name', 'last name'], ['birthday']])
  chart.setPrivacy(privacy).setPersonDropdown((d) => `${d.data['first name']} ${d.data['last name']}`)
  chart.updateTree({ initial: true })
  return chart
}

const root = () => document.getElementById('c')!
/** Everything a person or a screen reader can get from the page: text, aria-labels, titles and alt texts. */
function everythingSaid(): string {
  const attrs = [...root().querySelectorAll('*')].flatMap((el) =>
    ['aria-label', 'title', 'alt', 'placeholder'].map((a) => el.getAttribute(a) ?? ''),
  )
  return `${root().textContent} ${attrs.join(' ')}`
}
const described = (card: Element) =>
  document.getElementById(card.getAttribute('aria-describedby') ?? '')?.textContent ?? ''

describe.each(['html', 'svg'] as const)('privacy of the living on %s cards', (kind) => {
  it('draws living people as private cards and says no living name anywhere, while the dead keep theirs', () => {
    const chart = setup(kind, { living: true, now: NOW })
    const said = everythingSaid()
    for (const name of ['Karl', 'Otto', 'Mila', 'Roth', '1985', '1950', '1955', 'divorced'])
      expect(said).not.toContain(name)
    expect(said).toContain('Hans Stern')
    expect(said).toContain('Greta Stern')
    const privateCards = [...root().querySelectorAll('.f3-card.f3-card-private')]
    expect(privateCards).toHaveLength(3)
    for (const card of privateCards) {
      expect(card.textContent).toContain('Living')
      expect(described(card)).toBe('Living person: details are private')
    }
    // The data is kept whole.
    expect(chart.store.getDatum('otto')!.data['first name']).toBe('Otto')
    expect(chart.store.getData().find((d) => d.id === 'mila')!.data.birthday).toBe('1955')
  })

  it("shows initials with show: 'initials', and the chart's own label", () => {
    setup(kind, { living: true, now: NOW, show: 'initials' })
    const texts = [...root().querySelectorAll('.f3-card-private')].map((c) => c.textContent!.trim()).sort()
    expect(texts).toEqual(['K. S.', 'M. R.', 'O. S.'])
    setup(kind, { living: true, now: NOW, label: 'Private person' })
    expect(
      [...root().querySelectorAll('.f3-card-private')].every((c) => c.textContent!.includes('Private person')),
    ).toBe(true)
  })

  it('counts a younger limit: with years: 30 only people born in the last 30 years are private', () => {
    setup(kind, { living: true, now: NOW, years: 30 })
    expect([...root().querySelectorAll('.f3-card-private')]).toHaveLength(0)
    setup(kind, { living: true, now: NOW, years: 45 })
    expect([...root().querySelectorAll('.f3-card-private')].length).toBe(1) // Karl, born 1985
  })

  it('changes nothing when off (the default) or turned off again', () => {
    const chart = setup(kind, null)
    expect(root().querySelectorAll('.f3-card-private')).toHaveLength(0)
    expect(everythingSaid()).toContain('Otto Stern')
    chart.setPrivacy({ living: true, now: NOW }).updateTree({ tree_position: 'inherit' })
    expect(root().querySelectorAll('.f3-card-private')).toHaveLength(3)
    chart.setPrivacy({ living: false }).updateTree({ tree_position: 'inherit' })
    expect(root().querySelectorAll('.f3-card-private')).toHaveLength(0)
  })
})

describe('privacy of the living beyond the cards', () => {
  it('lists and finds living people in the person search only by their private label', () => {
    setup('html', { living: true, now: NOW })
    const input = root().querySelector<HTMLInputElement>('input.f3-person-search')!
    input.dispatchEvent(new Event('focus'))
    input.value = ''
    input.dispatchEvent(new Event('input'))
    const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.textContent ?? '')
    expect(options().some((o) => o.includes('Hans Stern'))).toBe(true)
    expect(options().filter((o) => o.includes('Living'))).toHaveLength(3)
    for (const o of options()) expect(o).not.toMatch(/Otto|Mila|Karl/)
    input.value = 'Otto'
    input.dispatchEvent(new Event('input'))
    expect(options().join(' ')).not.toContain('Otto')
  })

  it('announces a private main person by the label, never by name', () => {
    const chart = setup('html', { living: true, now: NOW })
    chart.updateMainId('otto').updateTree({ tree_position: 'inherit' })
    const live = [...root().querySelectorAll('[aria-live]')].map((el) => el.textContent).join(' ')
    expect(live).toContain('Living is now the main person')
    expect(live).not.toContain('Otto')
  })

  it('exports private cards with the label and the dead with their names', () => {
    const chart = setup('html', { living: true, now: NOW, show: 'initials' })
    const source = chartExportSource(chart as any)
    const display = [['first name', 'last name']]
    const lines = source.tree!.data.map((d) => cardContent(source as any, d, display).lines.join(' '))
    expect(lines).toEqual(expect.arrayContaining(['O. S.', 'M. R.', 'K. S.', 'Hans Stern', 'Greta Stern']))
    expect(lines.join(' ')).not.toMatch(/Otto|Mila|Karl/)
  })
})
