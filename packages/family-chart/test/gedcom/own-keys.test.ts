// Keys of a person's own (marriage date, parent type, end of marriage) are added to a copy of the data fields in
// dictionary mode (src/gedcom/own-keys.ts): the fields must come out the same, in the same order, for the first
// people (whose objects V8 could still give shared hidden classes) and for the thousands after them.
import { exportGedcom, importGedcom } from '../../src/gedcom'
import { person } from './helpers'

const COUPLES = 2000

/** COUPLES couples, each married on a date of their own; every tenth divorced; each with a child adopted by both. */
function file(): string {
  const lines = ['0 HEAD', '1 GEDC', '2 VERS 5.5.1', '2 FORM LINEAGE-LINKED', '1 CHAR UTF-8']
  for (let k = 0; k < COUPLES; k++) {
    lines.push(`0 @H${k}@ INDI`, `1 NAME Hal${k} /Hart/`, '1 SEX M', '1 BIRT', `2 DATE ${1900 + (k % 50)}`)
    lines.push(`1 FAMS @F${k}@`)
    lines.push(`0 @W${k}@ INDI`, `1 NAME Wyn${k} /Wold/`, '1 SEX F', `1 FAMS @F${k}@`)
    lines.push(`0 @C${k}@ INDI`, `1 NAME Cai${k} /Hart/`, '1 SEX M', `1 FAMC @F${k}@`, '2 PEDI adopted')
    lines.push(`0 @F${k}@ FAM`, `1 HUSB @H${k}@`, `1 WIFE @W${k}@`, `1 CHIL @C${k}@`)
    lines.push('1 MARR', `2 DATE ${(k % 28) + 1} JUN ${1920 + (k % 60)}`)
    if (k % 10 === 0) lines.push('1 DIV', '2 DATE 1990')
  }
  lines.push('0 TRLR')
  return lines.join('\n') + '\n'
}

describe('keys of their own on many people', () => {
  const { data } = importGedcom(file())

  it('gives every spouse the marriage date (and end) after their fields, in order, and every child its parent types', () => {
    for (let k = 0; k < COUPLES; k++) {
      const married = `${(k % 28) + 1} JUN ${1920 + (k % 60)}`
      const ended = k % 10 === 0
      expect(Object.entries(person(data, `H${k}`).data)).toEqual([
        ['gender', 'M'],
        ['first name', `Hal${k}`],
        ['last name', 'Hart'],
        ['birthday', String(1900 + (k % 50))],
        ...(ended
          ? [
              [`marriage_end__ref__W${k}`, 'divorced'],
              [`marriage_end_date__ref__W${k}`, '1990'],
            ]
          : []),
        [`marriage_date__ref__W${k}`, married],
      ])
      expect(Object.entries(person(data, `W${k}`).data)).toEqual([
        ['gender', 'F'],
        ['first name', `Wyn${k}`],
        ['last name', 'Wold'],
        ...(ended
          ? [
              [`marriage_end__ref__H${k}`, 'divorced'],
              [`marriage_end_date__ref__H${k}`, '1990'],
            ]
          : []),
        [`marriage_date__ref__H${k}`, married],
      ])
      expect(Object.entries(person(data, `C${k}`).data)).toEqual([
        ['gender', 'M'],
        ['first name', `Cai${k}`],
        ['last name', 'Hart'],
        [`parent_type__ref__H${k}`, 'adopted'],
        [`parent_type__ref__W${k}`, 'adopted'],
      ])
    }
  })

  it('leaves the data fields ordinary objects that export reads and edits write to', () => {
    const last = COUPLES - 1
    const [husband, wife] = [person(data, `H${last}`), person(data, `W${last}`)]
    expect(Object.getPrototypeOf(wife.data)).toBe(Object.prototype)
    husband.data[`marriage_date__ref__W${last}`] = '1 JAN 2001'
    wife.data[`marriage_date__ref__H${last}`] = '1 JAN 2001'
    const text = exportGedcom(data)
    const family = text.slice(text.indexOf(`0 @F${last}@ FAM`))
    expect(family.slice(0, family.indexOf('\n0 '))).toContain('1 MARR\n2 DATE 1 JAN 2001')
    const again = importGedcom(text).data
    expect(person(again, `W${last}`).data).toEqual(wife.data)
    expect(person(again, `H${last}`).data).toEqual(husband.data)
  })
})
