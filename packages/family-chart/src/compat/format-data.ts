/** The published 0.9.0 data-shape functions: father / mother into a list of parents, and back for saving. */
import type { Data, Datum } from '../data/types'

type AnyRels = Datum['rels'] & { parents?: string[] }

/**
 * Puts data in the shape of the published 0.9.0, in place: each person's `rels.father` and `rels.mother` move into a
 * `rels.parents` list (father first), and `parents`, `spouses` and `children` lists are added where missing. The
 * chart reads both shapes; this is for code that works on 0.9.0 data.
 * @returns The same array.
 * @group Compatibility
 * @since 0.9.0
 */
export function formatData(data: Data): Data {
  for (const d of data) {
    if (!d || typeof d !== 'object') continue
    const rels = (d.rels ??= {}) as AnyRels
    rels.parents ??= []
    rels.spouses ??= []
    rels.children ??= []
    for (const parent of [rels.father, rels.mother])
      if (parent && !rels.parents.includes(parent)) rels.parents.push(parent)
    delete rels.father
    delete rels.mother
  }
  return data
}

/**
 * Readies data of the 0.9.0 shape for saving, in place: empty `parents`, `spouses` and `children` lists go, and with
 * `legacy_format` the parents go back to `father` and `mother` by their gender (two of one gender: the first takes
 * its own slot, the second the other).
 * @returns The same array.
 * @throws Error when a parent is not in the data (with `legacy_format`).
 * @group Compatibility
 * @since 0.9.0
 */
export function formatDataForExport(data: Data, legacy_format = false): Data {
  const byId = new Map(data.map((d) => [d.id, d]))
  for (const d of data) {
    const rels = d.rels as AnyRels
    if (legacy_format) {
      for (const id of rels.parents ?? []) {
        const parent = byId.get(id)
        if (!parent) throw new Error(`family-chart: parent ${id} of ${d.id} is not in the data`)
        const own = parent.data.gender === 'F' ? 'mother' : 'father'
        const other = own === 'father' ? 'mother' : 'father'
        if (rels[own] === undefined) rels[own] = id
        else rels[other] = id
      }
      delete rels.parents
    }
    for (const key of ['parents', 'spouses', 'children'] as const)
      if (Array.isArray(rels[key]) && rels[key]!.length === 0) delete rels[key]
  }
  return data
}
