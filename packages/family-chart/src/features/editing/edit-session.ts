/**
 * The working half of an edit tree, loaded on first use (load-session.ts): the modes (add and remove relatives), the
 * person form, saving and deleting. The EditTree the page holds keeps the settings and the parts seen before anyone
 * opens a form (the panel, undo and redo); it makes a session when its first form or mode is asked for.
 */
import type { Data, Datum } from '../../data/types'
import type { TreeDatum } from '../../layout/types'
import type { Store } from '../../store/types'
import { personFormState } from './person-form-state'
import { renderForm } from './form/render-form'
import { createFormCreator } from './form/form-creator'
import { callUser } from '../../user-code'
import { headingLevel } from './form/form-state'
import { placeholderFor } from '../../edit/placeholders'
import { removeRelation } from '../../edit/remove-relative'
import { removalOptions } from './keep-children-modal'
import type { FocusIntent, FormFocus } from './form-focus'
import type { FormPanel } from './form-panel'
import type { FormBanner } from './form-banner'
import { createSaveSteps, type Edit } from './save-steps'
import { removedRelationText } from './edit-announcements'
import { createFormActions, type FormActionsHost } from './form-actions'
import { applyDataStep } from './data-steps'
import {
  addingPerson,
  nextMode,
  removingPerson,
  VIEW,
  type EditMode,
  type ModeAction,
  type ModeStep,
} from './edit-mode'
import { isPlaceholder, placeholderRelation } from '../../data/markers'
import { markFormLocale, type FormLocale } from './form-locale'
import type { EditTreeSettings } from './edit-tree-settings'
import { placeholderDetail } from '../../edit/placeholder-detail'

export { placeholderDetail }

/** The person of a tree node (older code passes tree nodes where a datum is meant), or the datum itself. */
export function rawDatum(datum: Datum | TreeDatum): Datum {
  return 'x' in datum && (datum as TreeDatum).data && typeof (datum as TreeDatum).data.id === 'string'
    ? (datum as TreeDatum).data
    : (datum as Datum)
}

/** What a session works with: the edit tree (its settings, and `this` of the page's callbacks) and its parts. */
export interface SessionHost {
  tree: EditTreeSettings
  store: Store
  cont: HTMLElement
  panel: FormPanel
  focus: FormFocus
  banner: FormBanner
  locale(): FormLocale | null
  /** Shows the form container (the edit tree's openForm). */
  openForm(): void
  /** Hides and empties the form (the edit tree's closeForm). */
  closeForm(): void
  /** An undo step for the data as it is now, and the change callbacks. */
  recordChange(edit: Edit): void
  headingLevel(): number
}

/** The modes, the open form and the saving of one edit tree. */
export class EditSession {
  /** Viewing, adding relatives to someone, or removing one of someone's relations (see edit-mode.ts). */
  mode: EditMode = VIEW
  /** Whose form is open, and whether it is in edit mode. */
  current: { id: string; editable: boolean } | null = null
  private saving: ReturnType<typeof createSaveSteps>
  /** What the form's actions (form-actions.ts) do on this session. */
  private formActions: FormActionsHost
  private host: SessionHost

  constructor(host: SessionHost) {
    this.host = host
    const tree = host.tree
    this.saving = createSaveSteps({
      store: host.store,
      isFixed: () => tree.is_fixed,
      adding: () => this.adding,
      savedGender: (personId, gender) => this.dispatch({ type: 'savedGender', personId, gender }),
      cancelAddRelative: () => this.cancelAddRelative(),
      showPerson: (id) => this.showPerson(id),
      closeForm: () => host.closeForm(),
      recordChange: (edit) => host.recordChange(edit),
      announce: (text) => host.banner.show(text),
      callbacks: () => tree,
    })
    this.formActions = {
      store: () => host.store,
      current: () => this.current,
      adding: () => this.adding,
      removing: () => this.removing,
      canEditPerson: (d) => this.canEditPerson(d),
      closeForm: () => host.closeForm(),
      refreshForm: (keepEditable, focus) => this.refreshForm(keepEditable, focus),
      openForm: (d) => this.cardEditForm(d),
      startAddRelative: (d) => this.startAddRelative(d),
      cancelAddRelative: (focus) => this.cancelAddRelative(focus),
      startRemoving: (id) => this.startRemoving(id),
      cancelRemoving: () => this.dispatch({ type: 'cancelRemoving' }),
      submit: (datum, read, event) => this.saving.submit(datum, read, event),
      remove: (datum) => this.saving.remove(datum),
      setData: (data) => this.setData(data),
      otherParentLabel: () => tree.addRelLabels?.parent,
    }
  }

  get adding(): string | null {
    return addingPerson(this.mode)
  }
  get removing(): string | null {
    return removingPerson(this.mode)
  }

  /** Builds and shows the form of a person. */
  cardEditForm(datum: Datum): void {
    const editable = isPlaceholder(datum) ? true : this.host.tree.editFirst && this.canEditPerson(datum)
    this.current = { id: datum.id, editable }
    this.refreshForm(true, 'first')
  }

  /** The form of a person, leaving the modes as they are. */
  openWithoutRelCancel(datum: Datum | TreeDatum): void {
    const d = this.resolve(datum)
    if (d) this.cardEditForm(d)
  }

  /** Add-relative mode for a person (default: the main person), or off when it is on. */
  toggleAddRelative(datum?: Datum | TreeDatum): void {
    const d = datum ? this.resolve(datum) : this.host.store.getMainDatum()
    if (!d) return
    if (this.mode.kind === 'adding') this.cancelAddRelative()
    else this.startAddRelative(d)
  }

  /**
   * A card click (`makeMain` then says how the card makes someone main) or `open()` from page code: the mode decides
   * whether this opens the person's form, ends a mode, makes them main or removes a relation (edit-mode.ts).
   */
  openPerson(datum: Datum | TreeDatum, makeMain: (() => void) | null): void {
    const raw = rawDatum(datum)
    if (!this.host.store.getDatum(raw.id) && isPlaceholder(raw)) return this.openEmptyCard(raw)
    const d = this.resolve(datum)
    if (!d) return
    this.dispatch({ type: 'open', personId: d.id, placeholder: isPlaceholder(d), byClick: makeMain !== null }, makeMain)
  }

  /** Moves to the next mode and carries out its steps: data first, then the form, then one redraw. */
  dispatch(action: ModeAction, makeMain: (() => void) | null = null): void {
    const { mode, steps } = nextMode(this.mode, action)
    this.mode = mode
    // A plain click (no mode left) makes the person main the card's own way, which also redraws.
    const byCard = makeMain !== null && steps.every((step) => step.kind === 'openForm' || step.kind === 'makeMain')
    let redraw = false
    for (const step of steps) if (!(byCard && step.kind === 'makeMain')) redraw = this.runDataStep(step) || redraw
    // The form opens before the redraw, so the camera already leaves room for it.
    for (const step of steps) if (step.kind === 'openForm') this.openFormOf(step.personId)
    if (byCard && steps.some((step) => step.kind === 'makeMain')) makeMain!()
    else if (redraw) this.host.store.updateTree({})
    for (const step of steps)
      if (step.kind === 'removeRelation') void this.removeRelationTo(step.personId, step.relativeId)
  }

  /** Rebuilds the form of the current person; `focus` says where keyboard focus goes (when it was in the chart). */
  refreshForm(keepEditable = true, focus: FocusIntent = 'keep'): void {
    if (!this.current) return
    const { store, tree, focus: focusKeeper, panel } = this.host
    const datum = store.getDatum(this.current.id)
    if (!datum) return this.host.closeForm()
    if (!keepEditable || !this.canEditPerson(datum)) this.current.editable = isPlaceholder(datum)
    const state = personFormState(
      datum,
      store.getData(),
      store.state.sortSpousesFunction,
      {
        fields: tree.fields,
        editable: this.current.editable,
        no_edit: !this.canEditPerson(datum),
        can_delete: tree.canDelete ? !!tree.canDelete(datum) : true,
        add_relative_active: this.adding === datum.id,
        remove_relative_active: this.removing === datum.id,
        link_config: tree.link_existing_rel_config ?? undefined,
        heading_level: headingLevel(this.host.headingLevel()),
        say: store.state.say,
      },
      store.state.sort_spouses_by_marriage_date ? store.state.marriage_order : undefined,
    )
    const callbacks = createFormActions(this.formActions, datum)
    const form_creator = createFormCreator(state, callbacks)
    const builder = isPlaceholder(datum) ? tree.createFormNew : tree.createFormEdit
    focusKeeper.capture()
    const form = builder
      ? callUser(builder === tree.createFormNew ? 'setCreateFormNew' : 'setCreateFormEdit', builder, tree, [
          { ...form_creator, onFormCreation: tree.onFormCreation },
          Object.assign(() => this.host.closeForm(), callbacks),
        ])
      : renderForm(state, callbacks)
    if (!form) return this.host.closeForm()
    markFormLocale(form, this.host.locale())
    panel.fill(form)
    // The id 0.8 / 0.9 give the form, unless another form of the page (another chart's) has it.
    if (!builder && !form.ownerDocument.getElementById('familyForm')) form.id = 'familyForm'
    this.host.openForm()
    focusKeeper.restore(focus)
    if (!builder) callUser('setOnFormCreation', tree.onFormCreation, tree, [{ cont: panel.el, form_creator }])
  }

  startAddRelative(d: Datum): void {
    if (isPlaceholder(d)) return
    this.dispatch({ type: 'startAdding', personId: d.id, gender: d.data.gender })
    if (this.current?.id === d.id) this.refreshForm()
  }

  /** Leaves add-relative mode: placeholders go, and the form goes back to the person relatives were added to. */
  cancelAddRelative(focus: FocusIntent = 'keep'): void {
    if (this.mode.kind !== 'adding') return
    this.dispatch({ type: 'cancelAdding' })
    if (this.current) this.refreshForm(true, focus)
  }

  startRemoving(id: string): void {
    this.dispatch({ type: 'startRemoving', personId: id })
    this.refreshForm()
  }

  /** Removes the relation between the remove-mode person and another, as a click on the other's card does. */
  removeRelationOfMode(relId: string): Promise<void> {
    return this.removing ? this.removeRelationTo(this.removing, relId) : Promise.resolve()
  }

  private resolve(datum: Datum | TreeDatum): Datum | undefined {
    return this.host.store.getDatum(rawDatum(datum).id)
  }

  /** Applies a step that changes the data or the main person (not redrawn yet); true when it did. */
  private runDataStep(step: ModeStep): boolean {
    const { store, tree } = this.host
    const changed = applyDataStep(store, step, { labels: tree.addRelLabels, canAdd: tree.canAdd })
    // The form of a placeholder that went goes back to the person relatives were added to.
    if (step.kind === 'dropPlaceholders' && this.current && !store.getDatum(this.current.id))
      this.current = { id: step.personId, editable: false }
    return changed
  }

  private openFormOf(id: string): void {
    const d = this.host.store.getDatum(id)
    if (d) this.cardEditForm(d)
  }

  /** The layout's empty card for an unknown parent: add that relative through add-relative mode. */
  private openEmptyCard(empty: Datum): void {
    const { rel_type, rel_id } = placeholderRelation(empty)!
    const person = this.host.store.getDatum(rel_id)
    if (!person || this.host.tree.no_edit || !this.canEditPerson(person)) return
    if (this.adding !== rel_id) {
      if (this.adding) this.cancelAddRelative()
      this.startAddRelative(person)
    }
    const placeholder = placeholderFor(this.host.store.getData(), rel_id, rel_type)
    if (placeholder) this.cardEditForm(placeholder)
  }

  private canEditPerson(d: Datum): boolean {
    const tree = this.host.tree
    return !tree.no_edit && (tree.canEdit ? !!tree.canEdit(d) : true)
  }

  /** Replaces the data and redraws; an `edit` is recorded as a history step and reported to the callbacks. */
  private setData(data: Data, edit?: Edit): void {
    this.host.store.updateData(data)
    this.host.store.updateTree({})
    if (edit) this.host.recordChange(edit)
  }

  /** The form of a person after a save or delete: in edit mode again when Edit First is on. */
  private showPerson(id: string): void {
    const d = this.host.store.getDatum(id)
    const editable = !!d && !isPlaceholder(d) && this.host.tree.editFirst && this.canEditPerson(d)
    this.current = d ? { id, editable } : null
    if (this.current) this.refreshForm(true, 'title')
    else this.host.closeForm()
  }

  private async removeRelationTo(personId: string, relId: string): Promise<void> {
    const { store, cont } = this.host
    // Asking who keeps shared children waits for the user; anything else is removed at once.
    const ask = removalOptions(cont, store.getData(), personId, relId, store.state.say)
    const options = ask instanceof Promise ? await ask : ask
    if (!options || this.removing !== personId) return
    this.dispatch({ type: 'reset' })
    const message = removedRelationText(store.getDatum(personId), store.getDatum(relId), store.state.say)
    this.setData(removeRelation(store.getData(), personId, relId, options.keepChildrenWith ? options : undefined), {
      type: 'unlink',
      person: personId,
    })
    this.refreshForm()
    this.host.banner.show(message)
  }
}
