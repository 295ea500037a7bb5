// Seeded generator of realistic family data in the family-chart format. Pure (no Node APIs): the benchmark uses it
// through generate-tree.mjs, which caches trees on disk, and the site's 'Ten thousand people' demo runs it in the browser.
//
// A tree grows generation by generation from a few founding couples (the "clans"). Every couple has 1–4 children.
// A grown child marries, in order of preference:
//   - rarely (COUSIN_RATE) a first cousin of the opposite gender: pedigree collapse, the hard case for layouts;
//   - sometimes (CLAN_RATE) an unmarried person of another clan who shares no founder with them (the families
//     intertwine, which gives deep and wide ancestries, without creating collapse);
//   - otherwise a spouse marrying in from outside, who sometimes brings their own parents along.
// Some married people remarry (REMARRIAGE_RATE) and have children in the second marriage too.
// All relations are written on both sides. The output is deterministic for a given (size, seed).

export const DEFAULT_SEED = 20240611
/** Bump when the output for a given (size, seed) changes: cached trees of an older version are regenerated. */
export const GENERATOR_VERSION = 1

const MARRIAGE_RATE = 0.82
const COUSIN_RATE = 0.02
const CLAN_RATE = 0.25
const IN_LAW_PARENTS_RATE = 0.3
const REMARRIAGE_RATE = 0.07
// Weights of 1, 2, 3, 4 children per couple.
const CHILDREN_WEIGHTS = [0.25, 0.35, 0.25, 0.15]

const MALE_NAMES = [
  'Adam',
  'Albert',
  'Alfred',
  'Anton',
  'Arthur',
  'Benedict',
  'Bernard',
  'Carl',
  'Cornelius',
  'Daniel',
  'David',
  'Edmund',
  'Edward',
  'Emil',
  'Felix',
  'Francis',
  'Frederick',
  'George',
  'Gregory',
  'Henry',
  'Hugo',
  'Isaac',
  'Jacob',
  'James',
  'John',
  'Joseph',
  'Julius',
  'Leo',
  'Leonard',
  'Louis',
  'Martin',
  'Matthew',
  'Michael',
  'Nicholas',
  'Oliver',
  'Oscar',
  'Patrick',
  'Paul',
  'Peter',
  'Philip',
  'Richard',
  'Robert',
  'Samuel',
  'Simon',
  'Stephen',
  'Thomas',
  'Victor',
  'Walter',
  'William',
]
const FEMALE_NAMES = [
  'Ada',
  'Agnes',
  'Alice',
  'Amelia',
  'Anna',
  'Beatrice',
  'Bertha',
  'Carla',
  'Catherine',
  'Clara',
  'Dora',
  'Edith',
  'Eleanor',
  'Elisabeth',
  'Ella',
  'Emma',
  'Eva',
  'Frances',
  'Greta',
  'Hannah',
  'Helen',
  'Ida',
  'Irene',
  'Jane',
  'Johanna',
  'Julia',
  'Laura',
  'Lena',
  'Louise',
  'Lucy',
  'Margaret',
  'Maria',
  'Martha',
  'Mary',
  'Matilda',
  'Nora',
  'Olga',
  'Paula',
  'Rose',
  'Ruth',
  'Sarah',
  'Sophia',
  'Susanna',
  'Teresa',
  'Ursula',
  'Vera',
  'Victoria',
  'Wilma',
]
const SURNAMES = [
  'Abbott',
  'Archer',
  'Baker',
  'Barnes',
  'Becker',
  'Bishop',
  'Brandt',
  'Brooks',
  'Carter',
  'Clarke',
  'Collins',
  'Cooper',
  'Dalton',
  'Dawson',
  'Eastman',
  'Ellis',
  'Fischer',
  'Fletcher',
  'Foster',
  'Garner',
  'Gibson',
  'Graham',
  'Hale',
  'Harper',
  'Hartmann',
  'Hayes',
  'Holt',
  'Hughes',
  'Jensen',
  'Keller',
  'Kent',
  'Lambert',
  'Lange',
  'Lowell',
  'Marsh',
  'Meyer',
  'Morgan',
  'Nash',
  'Novak',
  'Olsen',
  'Parker',
  'Porter',
  'Quinn',
  'Reed',
  'Richter',
  'Rowe',
  'Sawyer',
  'Schmidt',
  'Shaw',
  'Stone',
  'Thornton',
  'Turner',
  'Vance',
  'Wagner',
  'Walsh',
  'Webb',
  'Wolfe',
  'York',
]

/** mulberry32: a small, fast 32-bit PRNG; returns floats in [0, 1). */
export function createRandom(seed) {
  let state = seed >>> 0
  return function random() {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/**
 * Generates exactly `size` people.
 * @returns {Array<{id: string, data: object, rels: {father?: string, mother?: string, spouses: string[], children: string[]}}>}
 */
export function generateTree(size, seed = DEFAULT_SEED) {
  if (!Number.isInteger(size) || size < 2) throw new Error('size must be an integer >= 2')
  const random = createRandom(seed)
  const pick = (list) => list[Math.floor(random() * list.length)]
  const between = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1))
  const childCount = () => {
    let r = random()
    for (let i = 0; i < CHILDREN_WEIGHTS.length; i++) {
      if (r < CHILDREN_WEIGHTS[i]) return i + 1
      r -= CHILDREN_WEIGHTS[i]
    }
    return CHILDREN_WEIGHTS.length
  }

  const people = []
  // Per-person bookkeeping kept outside the output objects.
  const born = [] // birth year
  const clanMask = [] // bit set of founding clans (mod 30) the person descends from; 0 for people from outside
  const byId = new Map()
  const full = () => people.length >= size

  function addPerson(gender, lastName, year, mask) {
    const id = 'p' + people.length.toString(36)
    const person = {
      id,
      data: {
        gender,
        'first name': pick(gender === 'M' ? MALE_NAMES : FEMALE_NAMES),
        'last name': lastName,
        birthday: String(year),
      },
      rels: { spouses: [], children: [] },
    }
    byId.set(id, people.length)
    people.push(person)
    born.push(year)
    clanMask.push(mask)
    return person
  }
  const indexOf = (p) => byId.get(p.id)
  const other = (gender) => (gender === 'M' ? 'F' : 'M')

  function marry(a, b) {
    a.rels.spouses.push(b.id)
    b.rels.spouses.push(a.id)
    const [husband, wife] = a.data.gender === 'M' ? [a, b] : [b, a]
    return { father: husband, mother: wife }
  }

  function addChild(couple, year) {
    const gender = random() < 0.5 ? 'M' : 'F'
    const mask = clanMask[indexOf(couple.father)] | clanMask[indexOf(couple.mother)]
    const child = addPerson(gender, couple.father.data['last name'], year, mask)
    child.rels.father = couple.father.id
    child.rels.mother = couple.mother.id
    couple.father.rels.children.push(child.id)
    couple.mother.rels.children.push(child.id)
    return child
  }

  /** An outsider marrying in; sometimes with known parents (an extra couple with this single child). */
  function outsider(gender, year) {
    const spouse = addPerson(gender, pick(SURNAMES), year, 0)
    if (random() < IN_LAW_PARENTS_RATE && people.length + 2 <= size) {
      const fatherYear = year - between(22, 38)
      const father = addPerson('M', spouse.data['last name'], fatherYear, 0)
      const mother = addPerson('F', pick(SURNAMES), fatherYear + between(-6, 4), 0)
      marry(father, mother)
      spouse.rels.father = father.id
      spouse.rels.mother = mother.id
      father.rels.children.push(spouse.id)
      mother.rels.children.push(spouse.id)
    }
    return spouse
  }

  function firstCousinsOf(p) {
    const out = []
    const parents = [p.rels.father, p.rels.mother].filter(Boolean).map((id) => people[byId.get(id)])
    for (const parent of parents) {
      for (const gpId of [parent.rels.father, parent.rels.mother]) {
        if (!gpId) continue
        for (const auntId of people[byId.get(gpId)].rels.children) {
          if (auntId === parent.id || auntId === p.rels.father || auntId === p.rels.mother) continue
          for (const cousinId of people[byId.get(auntId)].rels.children) out.push(people[byId.get(cousinId)])
        }
      }
    }
    return out
  }

  // Founding couples: a handful of clans, more for bigger trees.
  const clans = Math.max(3, Math.min(24, Math.round(Math.sqrt(size) / 8)))
  let couples = []
  const startYear = 1500
  for (let c = 0; c < clans && people.length + 2 <= size; c++) {
    const year = startYear + between(-10, 10)
    const surname = SURNAMES[c % SURNAMES.length]
    const father = addPerson('M', surname, year, 1 << (c % 30))
    const mother = addPerson('F', pick(SURNAMES), year + between(-5, 3), 0)
    couples.push(marry(father, mother))
  }

  // Generation by generation: the couples of one generation have children, who then pair up.
  while (!full() && couples.length) {
    const generation = []
    for (const couple of couples) {
      const base = Math.max(born[indexOf(couple.father)], born[indexOf(couple.mother)])
      const n = childCount()
      for (let i = 0; i < n && !full(); i++) generation.push(addChild(couple, base + between(19, 40)))
    }
    if (full()) break

    const married = new Set()
    const unmarried = (p) => !married.has(p.id) && p.rels.spouses.length === 0
    // Candidates for marriages between clans, by gender.
    const pool = {
      M: generation.filter((p) => p.data.gender === 'M'),
      F: generation.filter((p) => p.data.gender === 'F'),
    }
    const next = []
    for (const person of generation) {
      if (full()) break
      if (!unmarried(person) || random() >= MARRIAGE_RATE) continue
      const year = born[indexOf(person)]
      let spouse = null
      const r = random()
      if (r < COUSIN_RATE) {
        spouse = firstCousinsOf(person).find((c) => c.data.gender !== person.data.gender && unmarried(c)) || null
      } else if (r < COUSIN_RATE + CLAN_RATE) {
        const g = other(person.data.gender)
        const list = pool[g]
        const mask = clanMask[indexOf(person)]
        // Scan a bounded window from a random offset for someone sharing no founding clan.
        const start = Math.floor(random() * list.length)
        for (let k = 0; k < Math.min(list.length, 64); k++) {
          const cand = list[(start + k) % list.length]
          if (cand !== person && unmarried(cand) && (clanMask[indexOf(cand)] & mask) === 0) {
            spouse = cand
            break
          }
        }
      }
      if (!spouse) spouse = outsider(other(person.data.gender), year + between(-6, 6))
      married.add(person.id)
      married.add(spouse.id)
      next.push(marry(person, spouse))

      if (random() < REMARRIAGE_RATE && !full()) {
        // A second marriage (after a death or a divorce) to someone from outside.
        const second = outsider(other(person.data.gender), year + between(0, 14))
        next.push(marry(person, second))
      }
    }
    couples = next
  }
  return people
}

/** Id of the founder whose progeny is largest (the first founding father on ties). */
export function pickFounderId(data) {
  const index = new Map(data.map((d, i) => [d.id, i]))
  let best = null
  let bestCount = -1
  for (const d of data) {
    if (d.rels.father || d.rels.mother || !d.rels.children?.length || d.data.gender !== 'M') continue
    const seen = new Uint8Array(data.length)
    const stack = [...d.rels.children]
    let count = 0
    while (stack.length) {
      const id = stack.pop()
      const i = index.get(id)
      if (i === undefined || seen[i]) continue
      seen[i] = 1
      count++
      for (const c of data[i].rels.children || []) stack.push(c)
    }
    if (count > bestCount) {
      best = d.id
      bestCount = count
    }
  }
  return best
}

/** Id of a leaf (no children) with the deepest ancestry; among those, the one with the largest ancestry view. */
export function pickLeafId(data) {
  const index = new Map(data.map((d, i) => [d.id, i]))
  const depth = new Int32Array(data.length).fill(-1)
  const paths = new Float64Array(data.length)
  // People appear after their parents in generation order, but do not rely on it: resolve iteratively.
  const resolve = (start) => {
    const stack = [start]
    while (stack.length) {
      const i = stack[stack.length - 1]
      if (depth[i] >= 0) {
        stack.pop()
        continue
      }
      const parents = [data[i].rels.father, data[i].rels.mother]
        .map((id) => (id ? index.get(id) : undefined))
        .filter((p) => p !== undefined)
      const pending = parents.filter((p) => depth[p] < 0)
      if (pending.length) {
        stack.push(...pending)
        continue
      }
      depth[i] = parents.length ? 1 + Math.max(...parents.map((p) => depth[p])) : 0
      paths[i] = 1 + parents.reduce((s, p) => s + paths[p], 0)
      stack.pop()
    }
  }
  let best = -1
  for (let i = 0; i < data.length; i++) {
    resolve(i)
    if (data[i].rels.children?.length) continue
    if (best < 0 || depth[i] > depth[best] || (depth[i] === depth[best] && paths[i] > paths[best])) best = i
  }
  return best < 0 ? data[0].id : data[best].id
}

/** A few numbers describing a generated tree (for the README and the results). */
export function treeStats(data) {
  const index = new Map(data.map((d) => [d.id, d]))
  let couples = 0,
    remarried = 0,
    withParents = 0,
    maxChildren = 0,
    cousinCouples = 0
  const grandparents = (d) => {
    const out = new Set()
    for (const p of [d.rels.father, d.rels.mother]) {
      const pd = p && index.get(p)
      if (!pd) continue
      if (pd.rels.father) out.add(pd.rels.father)
      if (pd.rels.mother) out.add(pd.rels.mother)
    }
    return out
  }
  for (const d of data) {
    if (d.rels.father || d.rels.mother) withParents++
    if (d.rels.spouses.length > 1) remarried++
    maxChildren = Math.max(maxChildren, d.rels.children.length)
    if (d.data.gender === 'M') {
      couples += d.rels.spouses.length
      const gp = grandparents(d)
      for (const s of d.rels.spouses) {
        const sp = index.get(s)
        if (sp && [...grandparents(sp)].some((g) => gp.has(g))) cousinCouples++
      }
    }
  }
  // Generations: longest chain of parents.
  const gen = new Map()
  const generationOf = (d) => {
    const stack = [d]
    while (stack.length) {
      const x = stack[stack.length - 1]
      if (gen.has(x.id)) {
        stack.pop()
        continue
      }
      const parents = [x.rels.father, x.rels.mother].map((id) => id && index.get(id)).filter(Boolean)
      const pending = parents.filter((p) => !gen.has(p.id))
      if (pending.length) {
        stack.push(...pending)
        continue
      }
      gen.set(x.id, parents.length ? 1 + Math.max(...parents.map((p) => gen.get(p.id))) : 0)
      stack.pop()
    }
    return gen.get(d.id)
  }
  let generations = 0
  for (const d of data) generations = Math.max(generations, generationOf(d) + 1)
  return { people: data.length, couples, remarried, cousinCouples, withParents, maxChildren, generations }
}

/** Checks that every relation is written on both sides; returns a list of problems (empty when consistent). */
export function checkBothSided(data) {
  const index = new Map(data.map((d) => [d.id, d]))
  const problems = []
  for (const d of data) {
    for (const key of ['father', 'mother']) {
      const p = d.rels[key] && index.get(d.rels[key])
      if (d.rels[key] && (!p || !p.rels.children.includes(d.id))) problems.push(`${d.id}.${key}`)
    }
    for (const s of d.rels.spouses) if (!index.get(s)?.rels.spouses.includes(d.id)) problems.push(`${d.id}.spouse ${s}`)
    for (const c of d.rels.children) {
      const ch = index.get(c)
      if (!ch || (ch.rels.father !== d.id && ch.rels.mother !== d.id)) problems.push(`${d.id}.child ${c}`)
    }
  }
  return problems
}
