/**
 * The published 0.9.0 data-shape functions, in place as 0.9.0 has them: adapters over the library's own conversions
 * (data/data-shape.ts), so both shapes follow one set of rules.
 */
import type { Data, Datum } from '../data/types'
import { dropEmptyRelLists, toLegacyShape, toParentsShape, withRelLists } from '../data/data-shape'

type AnyRels = Datum['rels'] & { parents?: string[] }

/**
 * Puts data in the shape of the published 0.9.0, in place: each person's `rels.father` and `rels.mother` move into a
 * `rels.parents` list (father first, then other parents), and `parents`, `spouses` and `children` lists are added
 * where missing. The chart reads both shapes; this is for code that works on 0.9.0 data.
 * @returns The same array.
 * @group Compatibility
 * @since 0.9.0
 */
export function formatData(data: Data): Data {
  const shaped = toParentsShape(data)
  data.forEach((d, i) => {
    if (d && typeof d === 'object') d.rels = (shaped[i] as Datum).rels ?? {}
  })
  return withRelLists(data)
}

/**
 * Readies data of the 0.9.0 shape for saving, in place: empty `parents`, `spouses` and `children` lists go, and with
 * `legacy_format` the parents go back to `father` and `mother` by their gender (two of one gender: the first takes
 * its own slot, the second the other; any further parent goes to `rels.other_parents`).
 * @returns The same array.
 * @throws Error when a parent is not in the data (with `legacy_format`).
 * @group Compatibility
 * @since 0.9.0
 */
export function formatDataForExport(data: Data, legacy_format = false): Data {
  if (legacy_format) {
    const known = new Set(data.map((d) => d.id))
    for (const d of data)
      for (const id of (d.rels as AnyRels).parents ?? [])
        if (!known.has(id)) throw new Error(`family-chart: parent ${id} of ${d.id} is not in the data`)
    const shaped = toLegacyShape(data)
    data.forEach((d, i) => {
      d.rels = shaped[i].rels
    })
  }
  return dropEmptyRelLists(data)
}
