// Seeded property test of the builder's data parsing: any text or JSON value gives data or a readable message.
import * as fc from 'fast-check'
import { validateData } from 'family-chart'
import { checkPeople, parsePeopleText } from './people-data'

const SEED = 20261124
const person = fc.record(
  {
    id: fc.oneof(fc.constantFrom('a', 'b', '__proto__', 'constructor'), fc.anything({ maxDepth: 0 })),
    data: fc.oneof(
      fc.record({
        gender: fc.constantFrom('M', 'F', 'X'),
        'first name': fc.oneof(fc.string(), fc.jsonValue({ maxDepth: 2 })),
      }),
      fc.jsonValue({ maxDepth: 1 }),
    ),
    rels: fc.oneof(
      fc.record(
        { father: fc.string({ maxLength: 3 }), spouses: fc.array(fc.string({ maxLength: 3 }), { maxLength: 3 }) },
        { requiredKeys: [] },
      ),
      fc.jsonValue({ maxDepth: 1 }),
    ),
  },
  { requiredKeys: [] },
)
const value = fc.oneof(
  fc.array(fc.oneof({ weight: 5, arbitrary: person }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 1 }) }), {
    maxLength: 8,
  }),
  fc.jsonValue({ maxDepth: 2 }),
)

describe('builder data parsing (seeded)', () => {
  it('gives a list of people or a message in words for any JSON value', () => {
    fc.assert(
      fc.property(value, (v) => {
        const result = checkPeople(v, validateData)
        if ('error' in result) {
          expect(result.error).toMatch(/\w/)
          expect(result.error).not.toMatch(/\[object /)
        } else {
          expect(Array.isArray(result.data) && result.data.length > 0).toBe(true)
          for (const d of result.data)
            expect(typeof d.id === 'string' && typeof d.data === 'object' && d.data !== null).toBe(true)
          for (const w of result.warnings) expect(w).toMatch(/\w/)
        }
      }),
      { seed: SEED, numRuns: 400 },
    )
  })

  it('never throws on any text, and explains text that is not JSON', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 40 }),
          value.map((v) => JSON.stringify(v) ?? '').map((s) => s.slice(0, Math.max(0, s.length - 1))),
        ),
        (text) => {
          const result = parsePeopleText(text, validateData)
          let json = true
          try {
            JSON.parse(text)
          } catch {
            json = false
          }
          if (!json) expect(result).toEqual({ error: expect.stringMatching(/^Invalid JSON/) })
        },
      ),
      { seed: SEED, numRuns: 400 },
    )
  })
})
