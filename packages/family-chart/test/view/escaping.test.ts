/**
 * @jest-environment jsdom
 */
// Every string from the data reaches the DOM as text: cards, aria labels, the person search and spouse-link text.
import { createChart } from '../../src/compat/full-chart'
import type { Data } from '../../src/data/types'

const EVIL = '<img src=x onerror="window.__pwned=1">'

function evilData(): Data {
  return [
    {
      id: 'a',
      data: { gender: 'M', 'first name': EVIL, 'last name': '<b>bold</b>', avatar: 'javascript:alert(1)' },
      rels: { spouses: ['b'] },
    },
    { id: 'b', data: { gender: 'F', 'first name': '"quoted" & <script>alert(1)</script>' }, rels: { spouses: ['a'] } },
  ]
}

describe('untrusted text stays text', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="c"></div>'
  })

  it('in HTML cards', () => {
    const chart = createChart('#c', evilData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.updateTree({ initial: true })
    const cont = document.getElementById('c')!
    expect(cont.querySelector('img[src="x"]')).toBeNull()
    expect(cont.querySelector('b')).toBeNull()
    expect(cont.querySelector('script')).toBeNull()
    expect(cont.textContent).toContain(EVIL)
    expect(cont.textContent).toContain('<b>bold</b>')
    // The card is named by its own text (no aria-label that could differ from it), and that text holds the data as text.
    expect(cont.querySelector('.f3-card')!.hasAttribute('aria-label')).toBe(false)
    expect(cont.querySelector('.f3-card')!.textContent).toContain(EVIL)
    // javascript: avatars are dropped, the person icon is used.
    expect(cont.querySelector('img')).toBeNull()
  })

  it('in SVG cards and spouse-link text', () => {
    const chart = createChart('#c', evilData()).setTransitionTime(0)
    chart.setCardSvg()
    chart.setLinkSpouseText((sp1) => sp1.data.data['first name'])
    chart.updateTree({ initial: true })
    const cont = document.getElementById('c')!
    expect(cont.querySelector('svg img, svg script, svg b')).toBeNull()
    expect(cont.querySelector('.f3-link-text')!.textContent).toBe(EVIL)
  })

  it('in the person search dropdown', () => {
    const chart = createChart('#c', evilData()).setTransitionTime(0)
    chart.setCardHtml()
    chart.setPersonDropdown((d) => d.data['first name'])
    chart.updateTree({ initial: true })
    const input = document.querySelector<HTMLInputElement>('.f3-person-search')!
    input.dispatchEvent(new Event('focus'))
    const options = [...document.querySelectorAll('.f3-person-option')]
    expect(options.map((o) => o.textContent)).toEqual([EVIL, '"quoted" & <script>alert(1)</script>'])
    expect(document.querySelector('.f3-person-list img, .f3-person-list script')).toBeNull()
    expect((window as any).__pwned).toBeUndefined()
  })
})
