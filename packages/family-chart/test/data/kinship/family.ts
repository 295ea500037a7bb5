// Hand-built test family for the kinship tests, plus a builder that states every relation on both sides.
import type { Data, Datum, Gender } from '../../../src/data/types'

/** Builds data person by person; parent and spouse links are written on both sides. */
export class FamilyBuilder {
  private readonly people = new Map<string, Datum>()

  person(id: string, gender: Gender): this {
    this.people.set(id, { id, data: { gender, 'first name': id }, rels: {} })
    return this
  }

  private get(id: string): Datum {
    const d = this.people.get(id)
    if (!d) throw new Error(`unknown person ${id}`)
    return d
  }

  marry(a: string, b: string): this {
    for (const [x, y] of [
      [a, b],
      [b, a],
    ]) {
      const rels = this.get(x).rels
      rels.spouses = [...(rels.spouses ?? []), y]
    }
    return this
  }

  /** Adds a child (creating them) with the given parents; either parent may be omitted. */
  child(id: string, gender: Gender, father?: string, mother?: string): this {
    this.person(id, gender)
    const rels = this.get(id).rels
    if (father) {
      rels.father = father
      const fr = this.get(father).rels
      fr.children = [...(fr.children ?? []), id]
    }
    if (mother) {
      rels.mother = mother
      const mr = this.get(mother).rels
      mr.children = [...(mr.children ?? []), id]
    }
    return this
  }

  build(): Data {
    return [...this.people.values()]
  }
}

/**
 * Main 'main' with four generations of ancestors on the father's side, full and half siblings on both parents'
 * sides, uncles, a half-uncle, cousins down several generations, descendants, a wife with her family, and spouses
 * married into the family. 'stranger' and 'strangerKid' are not related to main at all.
 */
export function bigFamily(): Data {
  return new FamilyBuilder()
    .person('gggf', 'M')
    .person('gggm', 'F')
    .marry('gggf', 'gggm')
    .child('ggf', 'M', 'gggf', 'gggm')
    .person('ggm', 'F')
    .marry('ggf', 'ggm')
    .child('gf', 'M', 'ggf', 'ggm')
    .child('greatUncle', 'M', 'ggf', 'ggm')
    .child('gu1', 'M', 'greatUncle')
    .child('gu2', 'F', 'gu1')
    .child('gu3', 'M', undefined, 'gu2')
    .child('gu4', 'F', 'gu3')
    .person('gm', 'F')
    .marry('gf', 'gm')
    .person('gfSecondWife', 'F')
    .marry('gf', 'gfSecondWife')
    .child('dad', 'M', 'gf', 'gm')
    .child('uncle', 'M', 'gf', 'gm')
    .child('aunt', 'F', 'gf', 'gm')
    .child('halfUncle', 'M', 'gf', 'gfSecondWife')
    .child('halfCousin', 'F', 'halfUncle')
    .person('uncleWife', 'F')
    .marry('uncle', 'uncleWife')
    .child('cousin', 'F', 'uncle', 'uncleWife')
    .child('cousinSon', 'M', undefined, 'cousin')
    .child('cousinGrandson', 'M', 'cousinSon')
    .person('auntHusband', 'M')
    .marry('aunt', 'auntHusband')
    .person('mgf', 'M')
    .person('mgm', 'F')
    .marry('mgf', 'mgm')
    .child('mom', 'F', 'mgf', 'mgm')
    .marry('dad', 'mom')
    .child('main', 'M', 'dad', 'mom')
    .child('brother', 'M', 'dad', 'mom')
    .child('sister', 'F', 'dad', 'mom')
    .person('stepmom', 'F')
    .marry('dad', 'stepmom')
    .child('halfBrother', 'M', 'dad', 'stepmom')
    .person('otherDad', 'M')
    .child('halfSister', 'F', 'otherDad', 'mom')
    .person('brotherWife', 'F')
    .marry('brother', 'brotherWife')
    .child('nephew', 'M', 'brother', 'brotherWife')
    .person('sisterHusband', 'M')
    .marry('sister', 'sisterHusband')
    .child('niece', 'F', 'sisterHusband', 'sister')
    .child('grandnephew', 'M', undefined, 'niece')
    .child('greatGrandniece', 'F', 'grandnephew')
    .person('wifeFather', 'M')
    .person('wifeMother', 'F')
    .marry('wifeFather', 'wifeMother')
    .child('wife', 'F', 'wifeFather', 'wifeMother')
    .child('wifeBrother', 'M', 'wifeFather', 'wifeMother')
    .child('wifeSister', 'F', 'wifeFather', 'wifeMother')
    .marry('main', 'wife')
    .child('son', 'M', 'main', 'wife')
    .child('daughter', 'F', 'main', 'wife')
    .person('daughterInLaw', 'F')
    .marry('son', 'daughterInLaw')
    .person('sonInLaw', 'M')
    .marry('daughter', 'sonInLaw')
    .child('grandson', 'M', 'son', 'daughterInLaw')
    .child('greatGranddaughter', 'F', 'grandson')
    .child('ggGrandson', 'M', undefined, 'greatGranddaughter')
    .person('stranger', 'M')
    .child('strangerKid', 'F', 'stranger')
    .build()
}

/** Freezes data deeply so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const v of Object.values(value as object)) deepFreeze(v)
  }
  return value
}

/** Problems with a data list as a self-contained chart: links leaving the list or stated on one side only. */
export function relationProblems(data: Data): string[] {
  const byId = new Map(data.map((d) => [d.id, d]))
  const problems: string[] = []
  if (byId.size !== data.length) problems.push('duplicate ids')
  for (const d of data) {
    for (const slot of ['father', 'mother'] as const) {
      const p = d.rels[slot]
      if (p === undefined) continue
      if (!byId.has(p)) problems.push(`${d.id}.${slot} -> outside ${p}`)
      else if (!(byId.get(p)!.rels.children ?? []).includes(d.id)) problems.push(`${p} does not list child ${d.id}`)
    }
    for (const c of d.rels.children ?? []) {
      const child = byId.get(c)
      if (!child) problems.push(`${d.id}.children -> outside ${c}`)
      else if (child.rels.father !== d.id && child.rels.mother !== d.id)
        problems.push(`${c} does not name parent ${d.id}`)
    }
    for (const s of d.rels.spouses ?? []) {
      const spouse = byId.get(s)
      if (!spouse) problems.push(`${d.id}.spouses -> outside ${s}`)
      else if (!(spouse.rels.spouses ?? []).includes(d.id)) problems.push(`${s} does not list spouse ${d.id}`)
    }
  }
  return problems
}
