// Seeded property test of everything the explorer reads from outside: random, malformed and hostile answers from
// Wikidata, Commons and the stash never make the search or the tree loader throw anything but a WikiRequestError,
// never put '[object …]' or a non-item id into a request, and never yield chart data that is not plain, checked text.
import * as fc from 'fast-check'
import { fetchJson } from './fetch-json'
import { createHttpSources } from './http-sources'
import { createWikiDataSource } from './wiki-data-source'
import type { Datum } from 'family-chart'
import { createPersonLookup } from './person-lookup'
import { searchPeople } from './remote-search'
import { WikiRequestError } from './request-error'

const ITEM_IDS = ['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6581097', 'Q6581072']
const PROTOTYPE_NAMES = ['__proto__', 'constructor', 'hasOwnProperty', 'toString', 'valueOf', 'prototype']
const HOSTILE_TEXT = [
  '<img src=x onerror=alert(1)>',
  'https://evil.example/a.png',
  '//evil.example/x.jpg',
  'javascript:alert(1)',
  '[object Object]',
  'Q1|Q2',
  'Q01',
  'a/b.jpg',
  '',
  ' ',
  '\u0000',
  'x'.repeat(100_000),
  ...PROTOTYPE_NAMES,
]
const PROPERTIES = ['P18', 'P21', 'P22', 'P25', 'P26', 'P31', 'P40', 'P106', 'P735', 'P999']

const itemId = fc.constantFrom(...ITEM_IDS)
const hostileId = fc.constantFrom(...PROTOTYPE_NAMES, 'P31', 'Q0', 'q1', 'Q1 ', '[object Object]')
const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom(...HOSTILE_TEXT))

/** An object built with own properties only, so '__proto__' becomes a key as JSON.parse would make it. */
const objectOf = (key: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>) =>
  fc.array(fc.tuple(key, value), { maxLength: 5 }).map((entries) => Object.fromEntries(entries))

const anyKey = fc.oneof(
  itemId,
  hostileId,
  fc.constantFrom(...PROPERTIES, 'en', 'id', 'value', 'labels', 'claims', 'search'),
  fc.string({ maxLength: 6 }),
)
const { junk } = fc.letrec<{ junk: unknown }>((tie) => ({
  junk: fc.oneof(
    { depthSize: 'small', maxDepth: 3 },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('junk'), { maxLength: 4 }),
    objectOf(anyKey, tie('junk')),
  ),
}))

/** Something in the place of an id: usually a real one, often a hostile one, sometimes anything at all. */
const idLike = fc.oneof(
  { weight: 4, arbitrary: itemId },
  { weight: 2, arbitrary: hostileId },
  { weight: 1, arbitrary: junk },
)
const statement = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      {
        rank: fc.constantFrom('normal', 'preferred', 'deprecated', 7),
        mainsnak: fc.record({ datavalue: fc.record({ value: fc.oneof(fc.record({ id: idLike }), idLike, text) }) }),
      },
      { requiredKeys: ['mainsnak'] },
    ),
  },
  { weight: 1, arbitrary: junk },
)
/** Relations most often, so that generated families grow beyond one person. */
const claimKey = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom('P22', 'P25', 'P26', 'P40') },
  { weight: 2, arbitrary: fc.constantFrom(...PROPERTIES) },
  { weight: 1, arbitrary: hostileId },
)
const langValues = fc.oneof(
  objectOf(
    fc.constantFrom('en', 'de', '__proto__', 'x y'),
    fc.oneof(fc.record({ language: text, value: fc.oneof(text, junk) }), junk),
  ),
  junk,
)
const entity = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record(
      {
        id: idLike,
        labels: langValues,
        descriptions: langValues,
        claims: fc.oneof(
          {
            weight: 4,
            arbitrary: objectOf(
              claimKey,
              fc.oneof({ weight: 4, arbitrary: fc.array(statement, { maxLength: 4 }) }, { weight: 1, arbitrary: junk }),
            ),
          },
          { weight: 1, arbitrary: junk },
        ),
        missing: fc.constantFrom(undefined, undefined, undefined, ''),
      },
      { requiredKeys: ['claims'] },
    ),
  },
  { weight: 1, arbitrary: junk },
)
const entitiesAnswer = fc.oneof(
  { weight: 5, arbitrary: fc.record({ entities: objectOf(fc.oneof(itemId, hostileId), entity) }) },
  { weight: 1, arbitrary: junk },
)
const searchAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      search: fc.array(
        fc.oneof(
          fc.record(
            { id: idLike, label: fc.oneof(text, junk), description: fc.oneof(text, junk) },
            { requiredKeys: [] },
          ),
          junk,
        ),
        { maxLength: 6 },
      ),
    }),
  },
  { weight: 1, arbitrary: junk },
)
const commonsAnswer = fc.oneof(
  fc.record({
    query: fc.record({
      pages: objectOf(
        fc.string({ maxLength: 3 }),
        fc.record({
          imageinfo: fc.array(
            fc.record({ url: fc.oneof(text, fc.constant('https://upload.wikimedia.org/x.jpg'), junk) }),
            { maxLength: 2 },
          ),
        }),
      ),
    }),
  }),
  junk,
)
const stashKey = fc.oneof(itemId, hostileId, fc.string({ maxLength: 6 }))
const stashMap = fc.oneof(
  fc.record({
    persons: objectOf(stashKey, fc.oneof(fc.constantFrom(0, 1, -1, 1.5, '0'), junk)),
    labels: objectOf(stashKey, junk),
  }),
  junk,
)
const stashPersons = fc.oneof(
  objectOf(
    fc.oneof(itemId, hostileId),
    fc.oneof(
      fc.record(
        {
          wiki_id: idLike,
          label: fc.oneof(text, junk),
          desc: fc.oneof(text, junk),
          avatar: fc.oneof(text, junk),
          claims: fc.oneof(
            fc.array(fc.record({ property: fc.oneof(fc.constantFrom(...PROPERTIES), hostileId), value: idLike }), {
              maxLength: 4,
            }),
            junk,
          ),
        },
        { requiredKeys: [] },
      ),
      junk,
    ),
  ),
  junk,
)

/** How one request is answered: usually with a body of the right kind, sometimes with a failure. */
const reply = (body: fc.Arbitrary<unknown>) =>
  fc.oneof(
    { weight: 6, arbitrary: body.map((value) => ({ status: 200, text: JSON.stringify(value) ?? 'undefined' })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        { status: 500, text: '' },
        { status: 200, text: '{"search": [{"id": "Q1' },
        { status: 200, text: '' },
        { status: 404, text: 'Not found' },
      ),
    },
  )

const world = fc.record({
  query: fc.constantFrom('charl', 'Q1', '__proto__', '[object Object]'),
  mainId: itemId,
  search: reply(searchAnswer),
  // Mostly answers built for the ids asked (from a pool of generated entities), sometimes anything at all.
  entities: fc.array(
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc
          .array(fc.tuple(entity, fc.constantFrom(true, true, true, false)), { minLength: 1, maxLength: 6 })
          .map((pool) => ({ pool })),
      },
      { weight: 1, arbitrary: reply(entitiesAnswer) },
    ),
    { minLength: 1, maxLength: 4 },
  ),
  commons: reply(commonsAnswer),
  stashMap: reply(stashMap),
  stashPersons: reply(stashPersons),
  stashLabels: reply(objectOf(fc.oneof(itemId, hostileId), fc.oneof(text, junk))),
})

// The oracle's own rules, written apart from the code under test so that a mistake there cannot hide here.
const isItemId = (id: unknown) => typeof id === 'string' && /^Q[1-9]\d*$/.test(id)
const isFileName = (name: string) => name.length > 0 && !/[:/\\\u0000-\u001f]/.test(name)
const isImageHostUrl = (url: string) => url.startsWith('https://upload.wikimedia.org/')

type World = typeof world extends fc.Arbitrary<infer T> ? T : never

/** A wbgetentities reply: the asked ids each given an entity from the pool, or a generated reply as it is. */
function entitiesFor(reply: World['entities'][number], ids: string): { status: number; text: string } {
  if (!('pool' in reply)) return reply
  const entities = Object.fromEntries(
    ids.split('|').map((id, i) => {
      // Most of the pool's entities carry the asked id, as real answers do; the others keep their generated one.
      const [body, sameId] = reply.pool[i % reply.pool.length]
      return [id, sameId && typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, id } : body]
    }),
  )
  return { status: 200, text: JSON.stringify({ entities }) }
}

/** A fetch that answers from the generated world and records what was asked. */
function worldFetch(w: World) {
  const urls: string[] = []
  let entityCalls = 0
  const impl = (async (input: RequestInfo | URL) => {
    const url = String(input)
    urls.push(url)
    const parsed = new URL(url, 'http://localhost')
    const action = parsed.searchParams.get('action')
    const answer =
      parsed.hostname === 'commons.wikimedia.org'
        ? w.commons
        : action === 'wbsearchentities'
          ? w.search
          : action === 'wbgetentities'
            ? entitiesFor(w.entities[entityCalls++ % w.entities.length], parsed.searchParams.get('ids') ?? '')
            : parsed.pathname.endsWith('stash-map.json')
              ? w.stashMap
              : parsed.pathname.includes('/persons-')
                ? w.stashPersons
                : w.stashLabels
    return { ok: answer.status === 200, status: answer.status, text: async () => answer.text } as Response
  }) as typeof fetch
  return { impl, urls }
}

/** Every request goes to a known place and carries only checked ids and file names. */
function expectSafeRequests(urls: string[]): void {
  for (const raw of urls) {
    expect(raw).not.toContain('[object')
    expect(raw).not.toContain('undefined')
    const url = new URL(raw, 'http://localhost')
    if (url.hostname === 'localhost') {
      expect(url.pathname).toMatch(/^\/data\/wiki-stash\/(stash-map|persons-\d+|labels-\d+)\.json$/)
      continue
    }
    expect(['www.wikidata.org', 'commons.wikimedia.org']).toContain(url.hostname)
    const ids = url.searchParams.get('ids')
    if (ids !== null) for (const id of ids.split('|')) expect(isItemId(id)).toBe(true)
    const titles = url.searchParams.get('titles')
    if (titles !== null) expect(isFileName(titles.replace(/^File:/, ''))).toBe(true)
  }
}

/**
 * Chart people the library can take: checked ids, text fields, images only from the image host, relations naming
 * checked ids other than the person (relatives not loaded yet are named too: the chart asks for them later).
 */
function expectCleanChartData(data: Datum[]): void {
  const ids = new Set(data.map((person) => person.id))
  expect(ids.size).toBe(data.length)
  for (const person of data) {
    expect(isItemId(person.id)).toBe(true)
    expect(Object.getPrototypeOf(person.data)).toBe(Object.prototype)
    for (const value of Object.values(person.data)) expect(typeof value).toBe('string')
    expect(person.data.avatar === '' || isImageHostUrl(person.data.avatar)).toBe(true)
    const { father, mother, spouses = [], children = [] } = person.rels
    for (const relative of [father, mother, ...spouses, ...children])
      if (relative !== undefined) {
        expect(isItemId(relative)).toBe(true)
        expect(relative).not.toBe(person.id)
      }
  }
}

async function outcome<T>(run: () => Promise<T>): Promise<T | WikiRequestError> {
  try {
    return await run()
  } catch (error) {
    // The only acceptable failure is one the page can put in words.
    if (!(error instanceof WikiRequestError)) throw error
    expect(error.message).not.toMatch(/TypeError|SyntaxError|undefined|\[object/)
    return error
  }
}

describe('wiki responses under fuzzing', () => {
  it('search and tree loading survive any answers, with safe requests and clean chart data', async () => {
    await fc.assert(
      fc.asyncProperty(world, async (w) => {
        const { impl, urls } = worldFetch(w)
        const lookup = createPersonLookup(createHttpSources('/', { fetchImpl: impl }), () => {})
        const found = await outcome(() => searchPeople(w.query, (url) => fetchJson(url, { fetchImpl: impl }), lookup))
        if (!(found instanceof WikiRequestError)) {
          for (const option of found) {
            expect(isItemId(option.value)).toBe(true)
            expect(typeof option.label).toBe('string')
          }
        }
        // As the chart asks: the main person, then the relatives their answer names.
        const source = createWikiDataSource(lookup)
        const first = await outcome(() => source.load([w.mainId]))
        if (!(first instanceof WikiRequestError)) {
          expectCleanChartData(first)
          expect(first.every((person) => person.id === w.mainId)).toBe(true)
          const named = first.flatMap((p) => [
            p.rels.father,
            p.rels.mother,
            ...(p.rels.spouses ?? []),
            ...(p.rels.children ?? []),
          ])
          const ring = await outcome(() =>
            source.load([...new Set(named.filter((id): id is string => id !== undefined))]),
          )
          if (!(ring instanceof WikiRequestError)) expectCleanChartData(ring)
        }
        expectSafeRequests(urls)
      }),
      {
        seed: Number(process.env.FUZZ_SEED ?? 1717),
        numRuns: Number(process.env.FUZZ_RUNS ?? 400),
        endOnFailure: true,
      },
    )
  })
})
