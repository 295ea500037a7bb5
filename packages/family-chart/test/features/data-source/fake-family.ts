// A generated family for the data-source tests: a chain of couples, each with two children, answered by a fake
// source whose answers the test releases by hand (so the order of answers is the test's choice).
import type { Datum } from '../../../src/data/types'

/** Person `p<n>` (n ≥ 1): parents p<2n> (father) and p<2n+1> (mother), a binary pedigree down to `size`. */
export function pedigree(size: number): Map<string, Datum> {
  const people = new Map<string, Datum>()
  for (let n = 1; n <= size; n++) {
    const rels: Datum['rels'] = { spouses: [], children: [] }
    if (2 * n + 1 <= size) {
      rels.father = `p${2 * n}`
      rels.mother = `p${2 * n + 1}`
    }
    if (n > 1) {
      rels.children = [`p${Math.floor(n / 2)}`]
      rels.spouses = [n % 2 === 0 ? `p${n + 1}` : `p${n - 1}`]
    }
    people.set(`p${n}`, {
      id: `p${n}`,
      data: { gender: n % 2 === 0 || n === 1 ? 'M' : 'F', 'first name': `Person ${n}` },
      rels,
    })
  }
  return people
}

export interface Pending {
  ids: string[]
  release(): void
  fail(error?: unknown): void
}

/** A source whose every load waits until the test releases or fails it. */
export function manualSource(people: Map<string, Datum>) {
  const pending: Pending[] = []
  const calls: string[][] = []
  return {
    pending,
    calls,
    load(ids: string[]): Promise<Datum[]> {
      calls.push(ids)
      return new Promise((resolve, reject) => {
        pending.push({
          ids,
          release: () =>
            resolve(
              ids
                .map((id) => people.get(id))
                .filter((d): d is Datum => !!d)
                .map((d) => JSON.parse(JSON.stringify(d))),
            ),
          fail: (error = new Error('offline')) => reject(error),
        })
      })
    },
    /** Releases every pending request, in order, until none is left; waits for the chart to react after each. */
    async releaseAll(): Promise<void> {
      while (pending.length) {
        pending.shift()!.release()
        await flush()
      }
    },
  }
}

export async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await new Promise((r) => setTimeout(r, 0))
}
