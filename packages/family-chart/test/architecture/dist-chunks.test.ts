// The built package ships no ES chunk that nothing loads: the drop-in's ES module is built again after tsup
// (scripts/build-drop-in.mjs), and the parts tsup had split off for its own drop-in must go with it. Each chunk a
// program or a part may load is reached from an entry file by static or dynamic imports.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

const DIST = join(__dirname, '../../dist')
const isChunk = (name: string) => /-[A-Z0-9]{8}\.js$/.test(name)

function importsOf(name: string): string[] {
  const text = readFileSync(join(DIST, name), 'utf8')
  return [...text.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s*)"\.\/([\w.-]+\.js)"/g)].map((m) => m[1])
}

describe('the built ES modules', () => {
  const files = readdirSync(DIST).filter((name) => name.endsWith('.js'))

  it('have every chunk loaded by an entry, statically or on first use', () => {
    const reached = new Set<string>()
    const queue = files.filter((name) => !isChunk(name))
    while (queue.length) {
      const name = queue.pop()!
      if (reached.has(name)) continue
      reached.add(name)
      queue.push(...importsOf(name))
    }
    expect(files.filter((name) => isChunk(name) && !reached.has(name))).toEqual([])
  })

  it('import only files that are there', () => {
    const missing = files.flatMap((name) =>
      importsOf(name)
        .filter((to) => !files.includes(to))
        .map((to) => `${name} → ${to}`),
    )
    expect(missing).toEqual([])
  })

  it("give the drop-in's parts loaded on first use their own chunks (the chart types' bodies, the data report)", () => {
    const parts = new Set<string>()
    const seen = new Set<string>()
    const queue = ['family-chart.js']
    while (queue.length) {
      const name = queue.pop()!
      if (seen.has(name)) continue
      seen.add(name)
      const text = readFileSync(join(DIST, name), 'utf8')
      for (const [, to] of text.matchAll(/\bimport\s*\(\s*"\.\/([\w.-]+\.js)"/g))
        parts.add(to.replace(/-[A-Z0-9]{8}\.js$/, ''))
      queue.push(...importsOf(name))
    }
    expect([...parts]).toEqual(expect.arrayContaining(['body', 'report-problems', 'edit-session', 'fold-body']))
  })
})
