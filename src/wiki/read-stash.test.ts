import { readStashLabels, readStashMap, readStashPersons } from './read-stash'
import { WikiRequestError } from './request-error'

describe('readStashMap', () => {
  it('keeps item ids with whole file numbers, in maps without prototype', () => {
    const map = readStashMap(
      JSON.parse(
        '{"persons":{"Q1":0,"Q2":"1","__proto__":0,"constructor":1,"Q3":-1,"Q4":1.5,"Q5":{"n":1},"Q6":3},"labels":[]}',
      ),
    )
    expect([...map.persons]).toEqual([
      ['Q1', 0],
      ['Q6', 3],
    ])
    expect(map.persons.get('__proto__')).toBeUndefined()
    expect(map.labels.size).toBe(0)
  })

  it('says the file has an unexpected form when it is not an object', () => {
    for (const json of [null, [], 'x', 3]) expect(() => readStashMap(json)).toThrow(WikiRequestError)
  })
})

describe('readStashPersons and readStashLabels', () => {
  it('checks every person: id, text fields, claims, avatar', () => {
    const persons = readStashPersons(
      {
        Q1: {
          wiki_id: 'Q1',
          label: 'One',
          desc: 5,
          avatar: 'https://evil.example/a.png',
          claims: [
            { property: 'P40', value: 'Q2' },
            { property: 'P40', value: '__proto__' },
            null,
            { property: 'toString', value: 'Q3' },
          ],
        },
        Q2: { wiki_id: 'Q2', label: 'Two', avatar: 'https://upload.wikimedia.org/x.jpg', claims: 'x' },
        Q3: { wiki_id: 'Q4' },
      },
      'persons-0.json',
    )
    expect([...persons.keys()]).toEqual(['Q1', 'Q2'])
    expect(persons.get('Q1')).toEqual({
      wiki_id: 'Q1',
      label: 'One',
      desc: '',
      avatar: '',
      claims: [{ property: 'P40', value: 'Q2' }],
    })
    expect(persons.get('Q2')!.avatar).toBe('https://upload.wikimedia.org/x.jpg')
    expect(() => readStashPersons([], 'persons-0.json')).toThrow('The site sent an answer in an unexpected form.')
  })

  it('keeps labels that are text under item ids', () => {
    const labels = readStashLabels(JSON.parse('{"Q1":"one","Q2":{"x":1},"__proto__":"p","Q3":""}'), 'labels-0.json')
    expect([...labels]).toEqual([['Q1', 'one']])
  })
})
