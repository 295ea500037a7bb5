// Family links the file does not agree on (issue 46, item 5): a FAMC / FAMS naming a family the file does not have,
// a FAMC whose family has no CHIL line for the child, and two FAMC lines for one family (GEDCOM 7.0's maximal test
// file). Each is said in a warning and comes back from export as the file had it.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import type { KeptFamily } from '../../src/gedcom'
import { fixture, kept, person, recordLines } from './helpers'

describe('FAMC and FAMS lines naming a family the file does not have', () => {
  const { data, warnings } = importGedcom(fixture('branch-missing-families.ged'))

  it('warns once per line, naming the person and the family, and says the line is kept', () => {
    expect(warnings).toEqual([
      "Seamus Halloran (I1) names family @F2@ as their parents' family, but there is no such family; the line was kept as written.",
      "Nora Quinlan (I2) names family @F3@ as their parents' family, but there is no such family; the line was kept as written.",
      'Aoife Halloran (I3) names family @F4@ as their own, but there is no such family; the line was kept as written.',
    ])
    expect(person(data, 'I1').rels).toEqual({ spouses: ['I2'], children: ['I3', 'I4'] })
    expect(person(data, 'I3').rels).toEqual({ father: 'I1', mother: 'I2' })
    expect(kept(person(data, 'I1')).missingFamilies).toEqual(['F2'])
  })

  it('5.5.1: writes each line back in its place, with what sits under it, and no family record for it', () => {
    const out = exportGedcom(data, { version: '5.5.1' })
    // I1's record said no more than the data fields but for that line: it is kept for the line.
    expect(recordLines(out, 'I1')).toEqual([
      '0 @I1@ INDI',
      '1 NAME Seamus /Halloran/',
      '1 SEX M',
      '1 BIRT',
      '2 DATE 1871',
      '1 FAMC @F2@',
      '1 FAMS @F1@',
    ])
    expect(recordLines(out, 'I2').slice(-3)).toEqual(['1 FAMC @F3@', '2 PEDI birth', '1 FAMS @F1@'])
    expect(recordLines(out, 'I3').slice(-3)).toEqual(['1 FAMC @F1@', '1 FAMS @F4@', '2 _PREF Y'])
    expect(out).not.toMatch(/^0 @F[234]@ FAM$/m)
  })

  it('7.0: the lines stay, pointing at @VOID@ (7.0 has no pointer to a missing record)', () => {
    const out = exportGedcom(data, { version: '7.0' })
    expect(recordLines(out, 'I2').slice(-3)).toEqual(['1 FAMC @VOID@', '2 PEDI birth', '1 FAMS @F1@'])
    expect(recordLines(out, 'I3').slice(-3)).toEqual(['1 FAMC @F1@', '1 FAMS @VOID@', '2 _PREF Y'])
  })

  it('a family made in the chart does not take the id of a missing one', () => {
    const edited = structuredClone(data)
    person(edited, 'I3').rels.spouses = ['new-spouse']
    edited.push({ id: 'new-spouse', data: { gender: 'M', 'first name': 'Cian', 'last name': 'Ryan' }, rels: {} })
    person(edited, 'new-spouse').rels.spouses = ['I3']
    const out = exportGedcom(edited)
    // F2, F3 and F4 are the missing families' ids: the next free one is F5.
    expect(out).toContain('\n0 @F5@ FAM\n1 HUSB @new-spouse@\n1 WIFE @I3@\n')
    expect(recordLines(out, 'I3').slice(-4)).toEqual(['1 FAMC @F1@', '1 FAMS @F4@', '2 _PREF Y', '1 FAMS @F5@'])
  })

  it('a link to a family of the file that the person left is still dropped', () => {
    const edited = structuredClone(data)
    person(edited, 'I3').rels = {}
    for (const id of ['I1', 'I2']) person(edited, id).rels.children = ['I4']
    const out = exportGedcom(edited)
    expect(recordLines(out, 'I3').slice(-3)).toEqual(['2 DATE 1902', '1 FAMS @F4@', '2 _PREF Y'])
    expect(recordLines(out, 'F1')).not.toContain('1 CHIL @I3@')
  })
})

describe('a FAMC whose family does not list the child as CHIL', () => {
  const { data, warnings } = importGedcom(fixture('famc-without-chil.ged'))

  it('keeps the link and says, in one warning naming each child and family, that the file disagrees with itself', () => {
    expect(warnings).toEqual([
      "2 people name families as their parents' (FAMC) that do not list them as a child (CHIL): " +
        'Theresia Brenner (I4) in @F1@, Franz Brenner (I6) in @F2@. The file disagrees with itself: they were linked ' +
        'as the FAMC says, and export writes both records as they were.',
    ])
    expect(person(data, 'I4').rels).toEqual({ father: 'I1', mother: 'I2' })
    expect(person(data, 'I6').rels).toEqual({ father: 'I1', mother: 'I5' })
    expect(person(data, 'I6').data).toMatchObject({ parent_type__ref__I1: 'adopted', parent_type__ref__I5: 'adopted' })
    expect(person(data, 'I1').rels.children).toEqual(['I3', 'I4', 'I7', 'I6'])
    const families = kept(person(data, 'I1')).families as KeptFamily[]
    expect(families.map((f) => [f.xref, f.unlisted])).toEqual([
      ['F1', ['I4']],
      ['F2', ['I6']],
    ])
  })

  it('export writes the families without those CHIL lines and the children with their FAMC', () => {
    const out = exportGedcom(data)
    // F1 held only partner and child lines; F2 is kept whole (its marriage and note).
    expect(recordLines(out, 'F1')).toEqual(['0 @F1@ FAM', '1 HUSB @I1@', '1 WIFE @I2@', '1 CHIL @I3@'])
    expect(recordLines(out, 'F2')).toEqual([
      '0 @F2@ FAM',
      '1 HUSB @I1@',
      '1 WIFE @I5@',
      '1 MARR',
      '2 DATE 12 MAY 1935',
      '2 PLAC Innsbruck',
      '1 CHIL @I7@',
      '1 NOTE Franz is listed in the register of 1938 only.',
    ])
    expect(recordLines(out, 'I4').slice(-1)).toEqual(['1 FAMC @F1@'])
    expect(recordLines(out, 'I6').slice(-2)).toEqual(['1 FAMC @F2@', '2 PEDI adopted'])
    const again = importGedcom(out)
    expect(again.data).toEqual(data)
    expect(again.warnings).toEqual(warnings)
  })

  it('a child added in the chart gets its CHIL line; the unlisted ones still have none', () => {
    const edited = structuredClone(data)
    edited.push({ id: 'I8', data: { gender: 'F', 'first name': 'Greta', 'last name': 'Brenner' }, rels: {} })
    person(edited, 'I8').rels = { father: 'I1', mother: 'I5' }
    person(edited, 'I1').rels.children!.push('I8')
    person(edited, 'I5').rels.children!.push('I8')
    const out = exportGedcom(edited)
    expect(recordLines(out, 'F2').filter((l) => l.startsWith('1 CHIL'))).toEqual(['1 CHIL @I7@', '1 CHIL @I8@'])
    expect(recordLines(out, 'I8')).toContain('1 FAMC @F2@')
  })
})

describe('two FAMC lines for one family, each with its own PEDI and STAT (GEDCOM 7.0)', () => {
  const { data, warnings } = importGedcom(fixture('seven-repeated-famc.ged'))

  it('imports one link: the first line gives the parent type', () => {
    expect(warnings).toEqual([])
    expect(person(data, 'I1').rels).toEqual({ father: 'I2', mother: 'I3' })
    expect(person(data, 'I1').data).not.toHaveProperty('parent_type__ref__I2')
    expect(person(data, 'I2').rels).toEqual({ spouses: ['I3'], children: ['I1'] })
  })

  it.each(['7.0', '5.5.1'] as const)('%s export keeps both lines and what sits under each', (version) => {
    const out = exportGedcom(data, { version })
    expect(recordLines(out, 'I1').slice(-9)).toEqual([
      '1 FAMC @VOID@',
      '2 PEDI FOSTER',
      '1 FAMC @F1@',
      '2 PEDI BIRTH',
      '2 STAT PROVEN',
      '1 FAMC @F1@',
      '2 PEDI ADOPTED',
      '2 STAT CHALLENGED',
      '3 PHRASE Two registers disagree',
    ])
    // A record that said no more than its fields but for a repeated FAMS line keeps it too.
    expect(recordLines(out, 'I2').slice(-2)).toEqual(['1 FAMS @F1@', '1 FAMS @F1@'])
  })

  it('an edited parent type goes on the first line; the second stays as the file had it', () => {
    const edited = structuredClone(data)
    person(edited, 'I1').data.parent_type__ref__I2 = 'adopted'
    person(edited, 'I1').data.parent_type__ref__I3 = 'adopted'
    const out = exportGedcom(edited, { version: '7.0' })
    expect(recordLines(out, 'I1').slice(-7)).toEqual([
      '1 FAMC @F1@',
      '2 PEDI ADOPTED',
      '2 STAT PROVEN',
      '1 FAMC @F1@',
      '2 PEDI ADOPTED',
      '2 STAT CHALLENGED',
      '3 PHRASE Two registers disagree',
    ])
  })

  it('a child taken out of the family loses both lines', () => {
    const edited = structuredClone(data)
    person(edited, 'I1').rels = {}
    for (const id of ['I2', 'I3']) person(edited, id).rels.children = []
    const out = exportGedcom(edited, { version: '7.0' })
    expect(recordLines(out, 'I1').filter((l) => l.includes('FAMC'))).toEqual(['1 FAMC @VOID@'])
  })
})
