/**
 * The form state of one person in an edit tree: what the data says about the person (spouse order, whether the
 * gender may change, people a placeholder could be linked to), with the modes and settings the edit tree passes in.
 */
import type { Data, Datum } from '../../data/types'
import type { Store } from '../../store/types'
import { buildFormState, type FormState, type FormStateInput } from './form/form-state'
import { drawnSpouseOrder, type MarriageOrder } from '../../layout/spouse-order'
import { isGenderLocked } from '../../edit/update-person'
import { linkExistingCandidates } from '../../edit/link-existing'
import { isPlaceholder } from '../../data/markers'

/** What the edit tree knows about the form, rather than the data. */
export type EditTreeFormInput = Omit<
  FormStateInput,
  'datum' | 'data' | 'spouse_order' | 'gender_locked' | 'link_candidates'
>

export function personFormState(
  datum: Datum,
  data: Data,
  sortSpouses: Store['state']['sortSpousesFunction'],
  input: EditTreeFormInput,
  byMarriage?: MarriageOrder,
): FormState {
  return buildFormState({
    ...input,
    datum,
    data,
    spouse_order: drawnSpouseOrder(datum, data, sortSpouses, byMarriage),
    gender_locked: isGenderLocked(data, datum.id),
    link_candidates: isPlaceholder(datum) && input.link_config ? linkExistingCandidates(data, datum.id) : undefined,
  })
}
