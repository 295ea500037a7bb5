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
  /**
   * `true` on a placeholder card the library made (for card code written against 0.8.0; placeholders are never
   * saved). The library itself asks `handlers.isPlaceholder`: on a person of your data, `to_add` is your own field.
   */
  to_add?: boolean
  /**
   * `true` (a getter, not saved) on a person deleted in this session and kept blank so the family stays connected; see
   * `handlers.isUnknownPerson`. On a person of your data, `unknown` is your own field and is saved as it is.
   */
  unknown?: boolean
  /**
   * On a placeholder card the library made: the relative it stands for (for card code written against 0.8.0; see
   * `handlers.placeholderRelation`). On a person of your data, `_new_rel_data` is your own field.
   */
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
