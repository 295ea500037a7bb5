// Kinship labels on the demo data, computed by the library's pure kinship function (the one chart.calculateKinships uses).
import { calculateKinships } from '../../packages/family-chart/src/data/kinship/calculate-kinships'
import { getKinshipsDataStash } from '../../packages/family-chart/src/data/kinship/kinships-data'
import { fitScale, kinshipCardLabel, kinshipChartRoot, relationToYouText } from './kinship'
import { loadDemoData, namedIds } from './test-data'

describe('card labels', () => {
  it("says 'You' for self and upper-cases the rest", () => {
    expect(kinshipCardLabel('self')).toBe('You')
    expect(kinshipCardLabel('1st cousin once removed')).toBe('1ST COUSIN ONCE REMOVED')
    expect(kinshipCardLabel(undefined)).toBe('')
    expect(relationToYouText('father-in-law')).toBe('Father-in-law')
    expect(relationToYouText('self')).toBe('You')
    expect(relationToYouText(undefined)).toBe('Not related')
  })
})

describe('popup zoom', () => {
  it('fits the tree and never zooms in past the maximum', () => {
    expect(fitScale({ width: 400, height: 200 }, { width: 0, height: 0 }, { width: 150, height: 40 }, 0.65)).toBe(0.65)
    expect(
      fitScale({ width: 400, height: 200 }, { width: 680, height: 140 }, { width: 150, height: 40 }, 0.65),
    ).toBeCloseTo(368 / 830)
    expect(fitScale({ width: 0, height: 0 }, { width: 10, height: 10 }, { width: 150, height: 40 }, 0.65)).toBe(0.65)
  })
})

describe('the Quinn family (data-kinships-1.json) seen from Emma', () => {
  const data = loadDemoData('data-kinships-1.json')
  const idOf = namedIds(data)
  const emma = idOf('Emma Quinn')
  const labels = calculateKinships(emma, data)
  const label = (name: string) => kinshipCardLabel(labels[idOf(name)])

  it.each([
    ['Emma Quinn', 'You'],
    ['Robert Quinn', 'FATHER'],
    ['Linda Shaw', 'MOTHER'],
    ['Jack Quinn', 'BROTHER'],
    ['Lily Quinn', 'HALF-SISTER'],
    ['Henry Quinn', 'GRANDFATHER'],
    ['Arthur Quinn', 'GREAT-GRANDFATHER'],
    ['Susan Quinn', 'AUNT'],
    ['Dorothy Quinn', 'GREAT-AUNT'],
    ['Sophie Ellery', '1ST COUSIN'],
    ['Leo Ellery', '1ST COUSIN ONCE REMOVED'],
    ['Gerald Oakes', '1ST COUSIN ONCE REMOVED'],
    ['Ben Oakes', '2ND COUSIN'],
    ['Mia Quinn', 'NIECE'],
    ['Daniel Price', 'HUSBAND'],
    ['Noah Price', 'SON'],
  ])('%s is %s', (name, expected) => {
    expect(label(name)).toBe(expected)
  })

  it('names in-laws only when asked (the form block)', () => {
    expect(labels[idOf('Peter Price')]).toBeUndefined()
    const withInLaws = calculateKinships(emma, data, { show_in_law: true })
    expect(relationToYouText(withInLaws[idOf('Peter Price')])).toBe('Father-in-law')
    expect(relationToYouText(withInLaws[idOf('Sam Price')])).toBe('Brother-in-law')
    expect(relationToYouText(withInLaws[idOf('Olivia Grant')])).toBe('Sister-in-law')
    expect(relationToYouText(withInLaws[idOf('Mark Ellery')])).toBe('Not related')
  })

  it('starts the kinship chart from the common ancestor', () => {
    const stash = getKinshipsDataStash(emma, idOf('Sophie Ellery'), data)
    expect(stash.map((d) => d.id)).toContain(idOf('Henry Quinn'))
    expect([idOf('Henry Quinn'), idOf('Alice Mercer')]).toContain(kinshipChartRoot(stash))
    const inLaw = getKinshipsDataStash(emma, idOf('Peter Price'), data)
    expect(kinshipChartRoot(inLaw)).toBe(idOf('Peter Price'))
    expect(kinshipChartRoot([])).toBeUndefined()
  })
})

describe('the Bellamy family (data-kinships-2.json) seen from Grace', () => {
  const data = loadDemoData('data-kinships-2.json')
  const idOf = namedIds(data)
  const labels = calculateKinships(idOf('Grace Bellamy'), data, { show_in_law: true })
  it.each([
    ['Grace Bellamy', 'You'],
    ['Edwin Bellamy', 'GREAT-GRANDFATHER'],
    ['Irene Fenn', 'GRANDMOTHER'],
    ['Alan Bellamy', 'UNCLE'],
    ['Zoe Bellamy', '1ST COUSIN'],
    ['Kai Bellamy', 'NEPHEW'],
    ['Ella Cole', 'DAUGHTER'],
    ['Marcus Cole', 'HUSBAND'],
    ['Faye Cole', 'MOTHER-IN-LAW'],
    ['Tara Cole', 'SISTER-IN-LAW'],
    ['Priya Rao', 'SISTER-IN-LAW'],
  ])('%s is %s', (name, expected) => {
    expect(kinshipCardLabel(labels[idOf(name)])).toBe(expected)
  })
})
