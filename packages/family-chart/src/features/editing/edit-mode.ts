/**
 * The modes of an edit tree as data, and what each user action does to them: a pure function from the mode and an
 * action to the next mode and the steps the edit tree then carries out (no DOM, no store), so every case is testable.
 */
import type { Gender } from '../../data/types'

/** Viewing and editing people; adding relatives to one person; removing one of a person's relations. */
export type EditMode =
  | { kind: 'view' }
  /** `genderAtStart`: the person's gender when the mode began, restored by Cancel (the form may change it meanwhile). */
  | { kind: 'adding'; personId: string; genderAtStart: Gender | undefined }
  | { kind: 'removing'; personId: string }

export const VIEW: EditMode = { kind: 'view' }

/** What the user (or page code) did. */
export type ModeAction =
  /** A card (or `editTree.open`) for a person; `placeholder` for the cards of relatives being added. */
  | { type: 'open'; personId: string; placeholder: boolean; byClick: boolean }
  | { type: 'startAdding'; personId: string; gender: Gender | undefined }
  | { type: 'cancelAdding' }
  /** A save changed the gender of the person relatives are added to: Cancel keeps the saved one. */
  | { type: 'savedGender'; personId: string; gender: Gender | undefined }
  | { type: 'startRemoving'; personId: string }
  | { type: 'cancelRemoving' }
  /** The relation was removed (or undo / redo replaced the data): every mode ends. */
  | { type: 'reset' }

/** The steps that follow, in order. */
export type ModeStep =
  /** Leave add-relative mode: the placeholders go and the person's gender is as it was (see genderAtStart). */
  | { kind: 'dropPlaceholders'; personId: string; genderAtStart: Gender | undefined }
  /** Draw placeholder cards around the person. */
  | { kind: 'addPlaceholders'; personId: string }
  /** Make a person the main one and redraw around them. */
  | { kind: 'makeMain'; personId: string }
  /** Show a person's form. */
  | { kind: 'openForm'; personId: string }
  /** Remove the relation between the remove-mode person and another (after asking, when children are shared). */
  | { kind: 'removeRelation'; personId: string; relativeId: string }

export interface ModeTransition {
  mode: EditMode
  steps: ModeStep[]
}

const stay = (mode: EditMode, steps: ModeStep[] = []): ModeTransition => ({ mode, steps })

/** Leaving add-relative mode, when it is on. */
function leaveAdding(mode: EditMode): ModeStep[] {
  return mode.kind === 'adding'
    ? [{ kind: 'dropPlaceholders', personId: mode.personId, genderAtStart: mode.genderAtStart }]
    : []
}

/**
 * A card click or `open()`. As in the published library, a click on a person (not a placeholder) makes them the main
 * person whatever mode was on, and leaves add-relative mode; the card of the person relatives are added to keeps the
 * mode on; in remove-relation mode a click on another person removes that relation.
 */
function open(mode: EditMode, action: Extract<ModeAction, { type: 'open' }>): ModeTransition {
  const { personId, placeholder, byClick } = action
  const main: ModeStep[] = byClick && !placeholder ? [{ kind: 'makeMain', personId }] : []
  if (mode.kind === 'removing') {
    if (personId !== mode.personId)
      return stay(mode, [{ kind: 'removeRelation', personId: mode.personId, relativeId: personId }])
    return stay(VIEW, [{ kind: 'openForm', personId }, ...main])
  }
  if (mode.kind === 'adding') {
    if (placeholder || personId === mode.personId) return stay(mode, [{ kind: 'openForm', personId }])
    // Someone else: the mode ends and they become main (page code calling open() included, as in 0.8 / 0.9).
    return stay(VIEW, [...leaveAdding(mode), { kind: 'makeMain', personId }, { kind: 'openForm', personId }])
  }
  return stay(mode, [{ kind: 'openForm', personId }, ...main])
}

/** The next mode after an action, and the steps to carry it out. */
export function nextMode(mode: EditMode, action: ModeAction): ModeTransition {
  switch (action.type) {
    case 'open':
      return open(mode, action)
    case 'startAdding': {
      const adding: EditMode = { kind: 'adding', personId: action.personId, genderAtStart: action.gender }
      return stay(adding, [
        ...leaveAdding(mode),
        { kind: 'makeMain', personId: action.personId },
        { kind: 'addPlaceholders', personId: action.personId },
      ])
    }
    case 'cancelAdding':
      return stay(mode.kind === 'adding' ? VIEW : mode, leaveAdding(mode))
    case 'savedGender':
      if (mode.kind !== 'adding' || mode.personId !== action.personId) return stay(mode)
      return stay({ ...mode, genderAtStart: action.gender })
    case 'startRemoving':
      return stay({ kind: 'removing', personId: action.personId }, leaveAdding(mode))
    case 'cancelRemoving':
      return stay(mode.kind === 'removing' ? VIEW : mode)
    case 'reset':
      return stay(VIEW)
  }
}

/** The person relatives are being added to, or null. */
export const addingPerson = (mode: EditMode): string | null => (mode.kind === 'adding' ? mode.personId : null)
/** The person whose relation is to be removed, or null. */
export const removingPerson = (mode: EditMode): string | null => (mode.kind === 'removing' ? mode.personId : null)
