/** The labels of add-relative mode's placeholder cards: apart from add-relative.ts, as the edit tree's settings need them before the mode's code is loaded. */
/** The labels shown on the placeholder cards of add-relative mode. */
export interface AddRelLabels {
  father: string
  mother: string
  spouse: string
  son: string
  daughter: string
  /** @since next */
  parent: string
}

/** Default placeholder labels. */
export const DEFAULT_ADD_REL_LABELS: AddRelLabels = {
  father: 'Add Father',
  mother: 'Add Mother',
  spouse: 'Add Spouse',
  son: 'Add Son',
  daughter: 'Add Daughter',
  parent: 'Add Adoptive, Step or Foster Parent',
}
