/** The data format a chart reads: a flat list of people whose relations point at each other by id. */
import type { MarriageEnd, ParentType } from './relation-kinds'

/** A person's gender in the data: M or F. @since 0.8.0 */
export type Gender = 'M' | 'F'

/** One person. Relations are kept on both sides (a child names its father; the father lists the child). @since 0.8.0 */
export interface Datum {
  id: string
  data: {
    gender: Gender
    /**
     * How this person is related to the parent `<parentId>` (father, mother or one of `rels.other_parents`): birth,
     * adopted, step, foster, sealing or unknown. Missing means birth. @since next
     */
    [parentType: `parent_type__ref__${string}`]: ParentType | undefined
    /** How the marriage with the spouse `<spouseId>` ended (missing: it has not ended). Kept on both spouses. @since next */
    [marriageEnd: `marriage_end__ref__${string}`]: MarriageEnd | undefined
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
    /**
     * The parents of every other family this person is a child of (adoptive, step, foster, a second birth claim ...),
     * in family order; `father` and `mother` are the family the tree shows by default. Each of these parents lists
     * the person in `children`. Parents here who are spouses of each other form one family; a parent whose spouse is
     * the father or the mother forms a family with them; any other parent is a one-parent family. In the 0.9 shape
     * they follow the default family in `rels.parents`. The chart does not draw them yet.
     * @since next
     */
    other_parents?: string[]
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
    /** 'parent' (@since next): an adoptive, step or foster parent (the child's `rels.other_parents`). */
    rel_type: 'father' | 'mother' | 'spouse' | 'son' | 'daughter' | 'parent'
    label: string
    rel_id: string
    other_parent_id?: string
  }
  [key: string]: any
}

/** The people of a chart. @since 0.8.0 */
export type Data = Datum[]
