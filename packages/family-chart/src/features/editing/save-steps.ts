/**
 * Saving a form and deleting a person in the steps of 0.8 / 0.9, so the callbacks page code sets run with the same
 * arguments at the same moments: a submit first writes the form into the data (`applyChanges`), then finishes
 * (`postSubmit`: setPostSubmit's callback, the form, the redraw, the undo step, setOnChange's callback); a delete
 * first deletes and redraws, then records the undo step. setOnSubmit / setOnDelete callbacks run these steps themselves.
 */
import type { Data, Datum } from '../../data/types'
import type { Store } from '../../store/types'
import type { SubmittedValues } from './form/render-form'
import type { EditEventType } from './edit-events'
import { callUser } from '../../user-code'
import { personName } from '../../data/person-name'
import { isPlaceholder, placeholderRelation } from '../../data/markers'
import { PARENT_TYPE_FIELD } from './form/form-state'
import { setParentType } from '../../edit/parent-type'
import { submitPlaceholder } from '../../edit/placeholders'
import { updatePersonFields } from '../../edit/update-person'
import { linkExistingPerson } from '../../edit/link-existing'
import { deletePerson } from '../../edit/delete-person'
import { addedText, deletedText, savedText } from './edit-announcements'

export type Edit = { type: EditEventType; person: string }

/** What the steps need from the edit tree. */
export interface SaveContext {
  store: Store
  isFixed(): boolean
  /** Whose add-relative mode is on, or null. */
  adding(): string | null
  /** A save set a person's gender: when relatives are being added to them, Cancel keeps it. */
  savedGender(personId: string, gender: Datum['data']['gender'] | undefined): void
  cancelAddRelative(): void
  /** Shows the form of a person (in edit mode again when Edit First is on), or closes it. */
  showPerson(id: string): void
  closeForm(): void
  /** An undo step for the data as it is now, and the change callbacks. */
  recordChange(edit: Edit): void
  announce(text: string): void
  callbacks(): {
    onSubmit?: (e: Event | null, datum: Datum, applyChanges: () => void, postSubmit: () => void) => void
    postSubmit?: (datum: Datum, data: Data) => void
    onDelete?: (datum: Datum, deletePerson: () => void, postSubmit: () => void) => void
    canDelete?: (datum: Datum) => boolean
  }
}

/** A change a submit wrote into the data: what it was, what the banner says, whose form comes back. */
interface SavedChange {
  edit: Edit
  message: string
  show: string
}

/** Two steps, each run at most once: through the page's callback when there is one, else one after the other. */
function inTwoSteps(
  first: () => void,
  second: () => void,
  callback: ((...args: any[]) => void) | undefined,
  where: string,
  args: (first: () => void, second: () => void) => unknown[],
): void {
  let ranFirst = false
  let ranSecond = false
  const one = () => {
    if (!ranFirst) {
      ranFirst = true
      first()
    }
  }
  const two = () => {
    if (!ranSecond) {
      ranSecond = true
      second()
    }
  }
  if (!callback) {
    one()
    two()
  } else callUser(where, callback, undefined, args(one, two))
}

export function createSaveSteps(ctx: SaveContext) {
  const { store } = ctx

  /** Writes a submitted form into the data, without redrawing yet. */
  function applySubmit(datum: Datum, { values, gender, linkId }: SubmittedValues): SavedChange {
    // The relationship select of a new parent is saved on the child, not on the parent.
    const { [PARENT_TYPE_FIELD]: parentType, ...own } = values
    const fields = { ...own, gender }
    const person = ctx.adding()
    if (isPlaceholder(datum) && person) {
      // Add-relative mode goes on for the same person: the other placeholders stay, their form comes back.
      let data = linkId
        ? linkExistingPerson(store.getData(), datum.id, linkId)
        : submitPlaceholder(store.getData(), datum.id, fields)
      const rel = placeholderRelation(datum)
      if (parentType && rel) data = setParentType(data, rel.rel_id, linkId ?? datum.id, parentType)
      store.updateData(data)
      ctx.savedGender(person, store.getDatum(person)?.data.gender)
      const get = (id: string) => store.getDatum(id)
      const message = addedText(datum, store.getDatum(linkId ?? datum.id), get, !!linkId, store.state.say)
      return { edit: { type: linkId ? 'link' : 'add', person: linkId ?? datum.id }, message, show: person }
    }
    store.updateData(updatePersonFields(store.getData(), datum.id, fields, { known: true }))
    ctx.savedGender(datum.id, gender)
    return {
      edit: { type: 'update', person: datum.id },
      message: savedText(store.getDatum(datum.id), store.state.say),
      show: datum.id,
    }
  }

  function finishSubmit(datum: Datum, saved: SavedChange | null): void {
    callUser('setPostSubmit', ctx.callbacks().postSubmit, undefined, [
      (saved && store.getDatum(saved.edit.person)) || datum,
      store.getData(),
    ])
    const adding = ctx.adding()
    ctx.showPerson(saved?.show ?? (isPlaceholder(datum) && adding ? adding : datum.id))
    if (!ctx.isFixed()) ctx.closeForm()
    store.updateTree({})
    if (!saved) return
    ctx.recordChange(saved.edit)
    if (ctx.isFixed()) ctx.announce(saved.message)
  }

  return {
    /** A submit of a person's form; `read` gives the form's values at the time they are applied. */
    submit(datum: Datum, read: () => SubmittedValues, event: Event | null): void {
      let saved: SavedChange | null = null
      inTwoSteps(
        () => {
          saved = applySubmit(datum, read())
        },
        () => finishSubmit(datum, saved),
        ctx.callbacks().onSubmit,
        'setOnSubmit',
        (apply, finish) => [event, datum, apply, finish],
      )
    },
    /** Deletes a person, then shows the form of the person who is main now (the new blank person after the last). */
    remove(datum: Datum): void {
      const { canDelete, onDelete } = ctx.callbacks()
      if (canDelete && !canDelete(datum)) return
      let deleted = false
      const run = () => {
        deleted = true
        if (ctx.adding()) ctx.cancelAddRelative()
        const name = personName(datum)
        const result = deletePerson(store.getData(), datum.id)
        store.updateData(result.data)
        ctx.showPerson(store.getMainId())
        store.updateTree({})
        ctx.announce(deletedText(name, result.removed, store.state.say))
      }
      const finish = () => {
        if (!ctx.isFixed()) ctx.closeForm()
        if (deleted) ctx.recordChange({ type: 'delete', person: datum.id })
      }
      inTwoSteps(run, finish, onDelete, 'setOnDelete', (one, two) => [datum, one, two])
    },
  }
}
