import royals from './__fixtures__/wbgetentities-royals.json'
import search from './__fixtures__/wbsearchentities-charles.json'
import { parseEntities } from './parse-entity'
import {
  filterOptions,
  humansOnly,
  isSearchable,
  mergeOptions,
  parseSearchStashCsv,
  pushHistory,
  searchAnswerOptions,
} from './search-options'
import type { WbGetEntitiesAnswer } from './types'

describe('search options', () => {
  const options = searchAnswerOptions(search)

  it("labels remote results as 'label (description)'", () => {
    expect(options[0]).toEqual({ label: 'Charles III (King of the United Kingdom since 2022)', value: 'Q43274' })
  })

  it('keeps only humans', () => {
    const persons = parseEntities(royals as WbGetEntitiesAnswer)
    expect(humansOnly(options, persons).map((o) => o.value)).toEqual(['Q43274'])
  })

  it('filters locally by case-insensitive substring and not under 3 characters', () => {
    expect(filterOptions(options, 'UNITED').map((o) => o.value)).toEqual(['Q43274', 'Q1420'])
    expect(filterOptions(options, 'ch')).toEqual([])
    expect(isSearchable('  ab ')).toBe(false)
    expect(isSearchable('abc')).toBe(true)
  })

  it('merges without duplicates', () => {
    expect(mergeOptions(options.slice(0, 1), options).map((o) => o.value)).toEqual(['Q43274', 'Q1420', 'Q9696'])
  })

  it('parses the stash CSV, skipping the header and keeping quoted commas', () => {
    const csv = 'label,value\nCharles III (King of the United Kingdom),Q43274\n"Anne, Princess Royal",Q151754\nbroken\n'
    expect(parseSearchStashCsv(csv)).toEqual([
      { label: 'Charles III (King of the United Kingdom)', value: 'Q43274' },
      { label: 'Anne, Princess Royal', value: 'Q151754' },
    ])
  })
})

describe('hostile search answers', () => {
  it('drops hits without an item id, prototype names included, and shows other hits as text', () => {
    const answer = JSON.parse(`{"search":[
      {"id":"__proto__","label":"proto"},{"id":"constructor"},{"id":{"x":1}},null,"Q1",
      {"id":"Q2","label":{"toString":"x"}},{"id":"Q3","label":["a"],"description":{"b":2}},{"id":"Q4","label":"Ann","description":7},
      {"id":"Q5","label":"<img src=x onerror=alert(1)>","description":"test"}
    ]}`)
    expect(searchAnswerOptions(answer)).toEqual([
      { label: 'Q2', value: 'Q2' },
      { label: 'Q3', value: 'Q3' },
      { label: 'Ann', value: 'Q4' },
      { label: '<img src=x onerror=alert(1)> (test)', value: 'Q5' },
    ])
  })

  it('says the answer has an unexpected form when there is no search list', () => {
    for (const answer of [null, 'x', [], {}, { search: {} }, { error: { info: 'bad' } }]) {
      expect(() => searchAnswerOptions(answer)).toThrow('Wikidata sent an answer in an unexpected form.')
    }
  })

  it('cuts huge labels', () => {
    const [option] = searchAnswerOptions({
      search: [{ id: 'Q1', label: 'x'.repeat(1e6), description: 'y'.repeat(1e6) }],
    })
    expect(option.label.length).toBeLessThanOrEqual(803)
  })

  it('reads only item ids from the stash CSV', () => {
    expect(parseSearchStashCsv('label,value\nA,__proto__\nB,Q01\nC,Q7\n').map((o) => o.value)).toEqual(['Q7'])
  })
})

describe('pushHistory', () => {
  it('puts the latest first without duplicates and only Q ids', () => {
    let history: string[] = []
    history = pushHistory(history, 'Q1')
    history = pushHistory(history, 'Q2')
    history = pushHistory(history, 'Q1')
    history = pushHistory(history, 'P31')
    expect(history).toEqual(['Q1', 'Q2'])
  })
})
