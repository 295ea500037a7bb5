// The generated million-person family: the same people for the same seed, relations that agree from both sides,
// plausible people, and a search over the whole million that finds a person by name.
import { validateData } from '../../../packages/family-chart/src/data/validate'
import { createShape, MILLION, placeOf } from './family-shape'
import { buildNameIndex, searchNames } from './name-index'
import { idOf, personById, type MillionDatum } from './person'
import { personLine, startId } from './demo'

const shape = createShape()
const person = (id: string) => personById(shape, id)!

/** Ids spread over the whole family: every 4,999th person, and each generation's first and last. */
function sampleIds(): string[] {
  const ids: string[] = []
  for (let n = 0; n < MILLION; n += 4999) ids.push(idOf(n))
  for (const g of shape.generations) ids.push(idOf(g.start), idOf(g.start + g.descendants + g.spouses - 1))
  return ids
}

describe('million-person family', () => {
  it('has exactly a million people over many generations, and no one outside', () => {
    const counted = shape.generations.reduce((sum, g) => sum + g.descendants + g.spouses, 0)
    expect(counted).toBe(MILLION)
    expect(shape.generations.length).toBeGreaterThanOrEqual(12)
    expect(person('p999999').id).toBe('p999999')
    expect(personById(shape, 'p1000000')).toBeUndefined()
    expect(personById(shape, 'p-1')).toBeUndefined()
    expect(personById(shape, 'p007')).toBeUndefined()
    expect(personById(shape, 'x')).toBeUndefined()
  })

  it('is the same family for the same seed and another for another seed', () => {
    const again = createShape()
    const ids = sampleIds()
    expect(ids.map((id) => personById(again, id))).toEqual(ids.map(person))
    const other = createShape(MILLION, 7)
    expect(ids.map((id) => personById(other, id))).not.toEqual(ids.map(person))
  })

  it('lists every relation on both sides', () => {
    for (const id of sampleIds()) {
      const p = person(id)
      for (const c of p.rels.children) {
        const child = person(c)
        expect([child.rels.father, child.rels.mother]).toContain(id)
      }
      for (const parent of [p.rels.father, p.rels.mother])
        if (parent) expect(person(parent).rels.children).toContain(id)
      for (const s of p.rels.spouses) {
        expect(person(s).rels.spouses).toContain(id)
        expect(person(s).rels.children).toEqual(p.rels.children)
      }
    }
  })

  it('has fathers who are men and mothers who are women, married, born well before their children', () => {
    for (const id of sampleIds()) {
      const p = person(id)
      if (!p.rels.father) continue
      const father = person(p.rels.father)
      const mother = person(p.rels.mother!)
      expect([father.data.gender, mother.data.gender]).toEqual(['M', 'F'])
      expect(father.rels.spouses).toEqual([mother.id])
      expect(p.data['last name']).toBe(father.data['last name'])
      for (const parent of [father, mother])
        expect(Number(p.data.birthday) - Number(parent.data.birthday)).toBeGreaterThanOrEqual(15)
      expect(Number(p.data.birthday)).toBeLessThanOrEqual(2026)
      if (p.data.death) expect(Number(p.data.death)).toBeGreaterThan(Number(p.data.birthday))
    }
  })

  it('has both sexes, the unmarried, and couples with several children', () => {
    const people = sampleIds().map(person)
    const share = (test: (p: MillionDatum) => boolean) => people.filter(test).length / people.length
    expect(share((p) => p.data.gender === 'F')).toBeGreaterThan(0.35)
    expect(share((p) => p.data.gender === 'M')).toBeGreaterThan(0.35)
    expect(share((p) => p.rels.spouses.length === 0)).toBeGreaterThan(0.03)
    expect(share((p) => p.rels.children.length >= 3)).toBeGreaterThan(0.1)
  })

  it('gives the library data it accepts, around any person', () => {
    const p = person('p500000')
    const near = [
      p,
      ...[p.rels.father, p.rels.mother, ...p.rels.spouses, ...p.rels.children].filter(Boolean).map((id) => person(id!)),
    ]
    const known = new Set(near.map((d) => d.id))
    // Relatives outside the sample are cut, as a data source's caller would see them before they load.
    const trimmed = near.map((d) => ({
      ...d,
      rels: {
        father: known.has(d.rels.father!) ? d.rels.father : undefined,
        mother: known.has(d.rels.mother!) ? d.rels.mother : undefined,
        spouses: d.rels.spouses.filter((id) => known.has(id)),
        children: d.rels.children.filter((id) => known.has(id)),
      },
    }))
    expect(validateData(trimmed as never)).toEqual([])
    expect(placeOf(shape, 500000)).toBeDefined()
  })
})

describe('name search', () => {
  // A family of 200,000 of the same making: the index of a million takes most of a minute under Jest (half a second
  // in a browser's worker; bench/million-demo.mjs times the search over the million).
  const small = createShape(200000)
  const index = buildNameIndex(small)
  const smallIds = () => sampleIds().filter((id) => Number(id.slice(1)) < small.size)

  it('indexes everyone with the names and years they are made with', () => {
    for (const id of smallIds()) {
      const p = personById(small, id)!
      const found = searchNames(index, `${p.data['first name']} ${p.data['last name']} ${p.data.birthday}`, 1000)
      expect(found.map(idOf)).toContain(id)
    }
  })

  it('finds by the start of a name in either order, oldest first, and only those who match', () => {
    const found = searchNames(index, 'chand sus', 20).map((n) => personById(small, idOf(n))!)
    expect(found).toHaveLength(20)
    for (const p of found) {
      expect(p.data['first name']).toMatch(/^Sus/)
      expect(p.data['last name']).toMatch(/^Chand/)
    }
    const numbers = found.map((p) => Number(p.id.slice(1)))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
    expect(searchNames(index, '   ')).toEqual([])
    expect(searchNames(index, 'Zzyzx')).toEqual([])
  })

  it('narrows by birth year', () => {
    const found = searchNames(index, 'Anna 18', 50).map((n) => personById(small, idOf(n))!)
    expect(found.length).toBeGreaterThan(0)
    for (const p of found) expect(p.data.birthday).toMatch(/^18\d\d$/)
  })
})

describe('the demo', () => {
  it('opens on a married person of the middle generations with children and a known ancestry', () => {
    const first = person(startId(shape))
    expect(first.rels.spouses).toHaveLength(1)
    expect(first.rels.children.length).toBeGreaterThanOrEqual(2)
    expect(first.rels.father).toBeDefined()
    expect(personLine(first)).toMatch(/^[A-Z][a-z]+ [A-Z][a-z]+, (\d{4}–\d{4}|born \d{4})$/)
  })
})
