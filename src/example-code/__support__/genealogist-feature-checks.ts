// Test support: the feature checks of the examples of what genealogists ask for (issue 35): collapse and expand,
// privacy of the living, marriages that ended; and of the examples of families as files record them (GEDCOM import,
// step-siblings).
import { clickCard, library, names, rows, type Run } from './run-example'

export const genealogistFeatureChecks: Record<string, (run: Run) => void | Promise<void>> = {
  'v2/29-everyone-at-once': (run) => {
    // Each person on one card (the chart draws the cards the view shows): his wife's parents too, in-laws the
    // hourglass leaves out.
    const ids = run.cards().map((c) => c.node.data.id)
    expect(new Set(ids).size).toBe(ids.length)
    const labels = () => run.cards().map((c) => c.node.data.data.label)
    expect(run.mainCard().card.textContent).toBe('Prince Bernhard of Lippe-Biesterfeld')
    expect(labels()).toEqual(expect.arrayContaining(['Juliana of the Netherlands', 'Wilhelmina of the Netherlands']))
    // A click makes someone else main; the chart is laid out around her, each person still on one card.
    clickCard(run.cards().find((c) => c.node.data.data.label === 'Juliana of the Netherlands')!)
    expect(run.mainCard().card.textContent).toBe('Juliana of the Netherlands')
    expect(run.mainCard().node).toMatchObject({ x: 0, y: 0 })
    const after = run.cards().map((c) => c.node.data.id)
    expect(new Set(after).size).toBe(after.length)
  },
  'v2/20-gedcom-import': (run) => {
    // Edward Hartley (I1) is main: two wives, the children of both marriages, and a daughter's single-parent family.
    expect(run.mainCard().card.textContent).toContain('Edward James Hartley')
    expect(rows(run.mainCard().card)).toEqual(['Edward James Hartley', '14 FEB 1872'])
    expect(names(run)).toEqual(
      expect.arrayContaining([
        'Margaret Ellis',
        'Clara Webb',
        'Arthur Hartley',
        'Alice Hartley',
        'Henry Hartley',
        'Rose Hartley',
        'Thomas Hartley',
      ]),
    )
    const thomas = run.data.find((d) => d.id === 'I12')
    expect(thomas.rels).toEqual({ mother: 'I5' })
    expect(run.cards().some((c) => c.empty)).toBe(true)
    // The whole record is kept, in order, so export writes back what the cards do not show.
    const edward = run.data.find((d) => d.id === 'I1')
    expect(edward.gedcom.nodes.map((n: { tag: string }) => n.tag)).toEqual([
      'NAME',
      'SEX',
      'BIRT',
      'DEAT',
      'OCCU',
      'EMIG',
      '_MILT',
      'NOTE',
      'SOUR',
      'FAMS',
      'FAMS',
    ])
    expect(library().f3Gedcom.exportGedcom(run.data)).toContain('\n1 _NICK Clarrie\n')
  },
  'v2/19-step-siblings': (run) => {
    expect(run.mainCard().first).toBe('Sophie')
    // The first names on the cards drawn as siblings of the main person, sorted.
    const siblings = () =>
      run
        .cards()
        .filter((c) => c.node.sibling)
        .map((c) => c.first)
        .sort()
    // Ben (full brother), Lina (father's second marriage) and Noah (mother's second marriage).
    expect(siblings()).toEqual(['Ben', 'Lina', 'Noah'])
    // Step-siblings share no parent with Sophie, so they are not drawn beside her.
    expect(run.cards().map((c) => c.first)).not.toContain('Sami')
    expect(run.cards().map((c) => c.first)).not.toContain('Ava')
    // From Lina, her mother's son Sami is a half-brother and stands beside her; from Noah, his father's daughter Ava.
    clickCard(run.card('Lina'))
    expect(siblings()).toEqual(['Ben', 'Sami', 'Sophie'])
    clickCard(run.card('Sophie'))
    clickCard(run.card('Noah'))
    expect(siblings()).toEqual(['Ava', 'Ben', 'Sophie'])
  },
  'v2/23-collapse-and-expand': (run) => {
    // Daniel's children start folded into the "+2" badge below his card.
    expect(run.mainCard().first).toBe('Daniel')
    const firsts = () => run.cards().map((c) => c.first)
    expect(firsts()).not.toContain('Leo')
    expect(firsts()).not.toContain('Maya')
    const badge = run.mainCard().cont.querySelector('.f3-fold-progeny')!
    expect(badge.textContent).toBe('+2')
    expect(badge.getAttribute('aria-label')).toBe('Show 2 descendants of Daniel Hartwell')
    // George's parents fold into a badge on his card; the badge shows them again.
    const hide = run.card('George').cont.querySelector('.f3-fold-ancestry')!
    expect(hide.getAttribute('aria-label')).toBe('Hide 2 ancestors of George Hartwell')
    hide.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    jest.advanceTimersByTime(1500)
    expect(firsts()).not.toContain('Arthur')
    expect(firsts()).not.toContain('Edith')
    const show = run.card('George').cont.querySelector('.f3-fold-ancestry')!
    expect(show.textContent).toBe('+2')
    show.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    if (badge.isConnected) badge.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    jest.advanceTimersByTime(1500)
    expect(firsts()).toEqual(expect.arrayContaining(['Arthur', 'Edith']))
  },
  'v2/26-privacy-of-living-people': (run) => {
    // The dead keep their names; Thomas, Sabine, Clara (born less than 100 years ago) and Jonas (birth unknown) are private.
    expect(run.mainCard().first).toBe('Friedrich')
    const priv = run.cards().filter((c) => c.card.classList.contains('f3-card-private'))
    expect(priv.map((c) => c.first).sort()).toEqual(['Clara', 'Jonas', 'Sabine', 'Thomas'])
    for (const c of priv) expect(rows(c.card)).toEqual(['Living'])
    const said =
      run.root.textContent +
      [...run.root.querySelectorAll('[aria-label],[title]')]
        .map((el) => `${el.getAttribute('aria-label')} ${el.getAttribute('title')}`)
        .join(' ')
    for (const name of ['Thomas', 'Sabine', 'Clara', 'Jonas', '1956', '1987']) expect(said).not.toContain(name)
    expect(rows(run.card('Heinrich').card)).toEqual(['Heinrich Weiss', '1894 1968'])
    // The data itself is whole.
    expect(run.data.find((d) => d.id === 'clara').data['first name']).toBe('Clara')
  },
  'v2/27-ended-marriages': (run) => {
    expect(run.mainCard().first).toBe('Robert')
    // The data lists Mary first; the wives are drawn outward from Robert in the order he married them.
    const robertX = run.mainCard().node.x
    const wives = run
      .cards()
      .filter((c) => c.node.spouse || ((c.node.data.rels.spouses ?? []).includes('robert') && !c.node.main))
    const byDistance = wives
      .filter((c) => c.node.y === run.mainCard().node.y)
      .sort((a, b) => Math.abs(a.node.x - robertX) - Math.abs(b.node.x - robertX))
    expect(byDistance.map((c) => c.first)).toEqual(['Helen', 'Joan', 'Ruth', 'Mary'])
    const words = [...run.root.querySelectorAll('g.f3-link-end')].map((g) => g.getAttribute('aria-label')).sort()
    expect(words).toEqual(['annulled 1973', 'divorced 1962', 'separated 1970'])
    for (const kind of ['divorced', 'separated', 'annulled'])
      expect(run.root.querySelector(`path.f3-link-end-${kind}`)).toBeTruthy()
  },
  'v2/31-hebrew-family': (run) => {
    expect(run.mainCard().first).toBe('נועה')
    const region = run.root.querySelector('.f3-canvas')!
    expect(region.getAttribute('dir')).toBe('rtl')
    expect(region.getAttribute('aria-label')).toBe('עץ משפחה')
    expect(run.root.getAttribute('lang')).toBe('he')
    // Mirrored: Noa's father David stands to the right of her mother Anna, whose Latin name reads whole.
    expect(run.card('דוד').node.x).toBeGreaterThan(run.card('Anna').node.x)
    expect(rows(run.card('Anna').card)).toEqual(['Anna Schmidt', '1967'])
  },
  'v2/32-chinese-family': (run) => {
    expect(run.mainCard().first).toBe('晓明')
    // The family name first, as Chinese names are written.
    expect(rows(run.mainCard().card)).toEqual(['王 晓明', '1993'])
    expect(rows(run.card('美玲').card)).toEqual(['欧阳 美玲', '1968'])
    const region = run.root.querySelector('.f3-canvas')!
    expect(region.getAttribute('aria-label')).toBe('家谱树')
    expect(region.hasAttribute('dir')).toBe(false)
    expect(run.root.getAttribute('lang')).toBe('zh')
    // The PDF button (e2e/locales.e2e.ts saves the PDF and reads the names back from it).
    const pdf = run.root.querySelector<HTMLButtonElement>('.pdf-bar button')!
    expect(pdf.textContent).toBe('保存为 PDF')
    expect(run.root.querySelector('.pdf-bar [role="status"]')!.textContent).toBe('')
  },
}
