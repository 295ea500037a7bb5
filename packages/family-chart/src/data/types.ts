/** The data format a chart reads: a flat list of people whose relations point at each other by id. */

/** A person's gender in the data: M or F. @since 0.8.0 */
export type Gender = 'M' | 'F'

/** One person. Relations are kept on both sides (a child names its father; the father lists the child). @since 0.8.0 */
export interface Datum {
  id: string
  data: {
    gender: Gender
    [field: string]: any
  }
  rels: {
    father?: string
    mother?: string
    /**
     * The published family-chart 0.9 lists parents here instead of father / mother. Accepted wherever data enters
     * (createChart, updateData, createStore, calculateTree, validateData); the chart itself works in father / mother.
     */
    parents?: string[]
    spouses?: string[]
    children?: string[]
  }
  /** Placeholder for a relative being added; never saved. */
  to_add?: boolean
  /** A deleted person kept as a blank placeholder so the tree stays connected; saved with the data. */
  unknown?: boolean
  /** Pending new relative created by add-relative mode; never saved. */
  _new_rel_data?: {
    rel_type: 'father' | 'mother' | 'spouse' | 'son' | 'daughter'
    label: string
    rel_id: string
    other_parent_id?: string
  }
  [key: string]: any
}

/** The people of a chart. @since 0.8.0 */
export type Data = Datum[]
