/** EditTree: the person form, add/remove-relative modes, delete and undo/redo, on top of a chart. */
import type { Data, Datum } from '../data/types'
import type { TreeDatum } from '../layout/types'
import type { Store } from '../store/types'
import type { CardHtml } from '../cards/card-html'
import type { CardSvg } from '../cards/card-svg'
import { DEFAULT_FIELDS, type FieldInput } from '../form/field-types'
import { buildFormState, personName, type FormState, type LinkExistingConfig } from '../form/form-state'
import { renderForm, type FormCallbacks } from '../form/render-form'
import { addRelativePlaceholders, cancelAddRelativeData, submitPlaceholder, swapPlaceholderGenders, DEFAULT_ADD_REL_LABELS, type AddRelLabels } from '../edit/add-relative'
import { updatePersonFields, isGenderLocked } from '../edit/update-person'
import { removeRelation, sharedChildren } from '../edit/remove-relative'
import { deletePerson } from '../edit/delete-person'
import { linkExistingCandidates, linkExistingPerson } from '../edit/link-existing'
import { createHistory } from '../edit/history'
import { cleanData } from '../edit/clean-data'
import { createHistoryControls, type HistoryControls } from './history-controls'
import { createFormBanner, type FormBanner } from './form-banner'
import { askKeepChildren } from './keep-children-modal'


/** The chart surface EditTree needs (kept structural so the chart module does not import this one). */
export interface EditableChart {
  cont: HTMLElement
  store: Store
  dom: { nav: HTMLElement }
  card: CardHtml | CardSvg | null
}

type CanAdd = { parent: boolean; spouse: boolean; child: boolean }
export type FormCreator = (state: FormState, actions: FormCallbacks) => HTMLElement

export class EditTree {
  chart: EditableChart
  store: Store
  cont: HTMLElement
  form_cont: HTMLElement
  is_fixed = true
  fields: FieldInput[] = DEFAULT_FIELDS
  no_edit = false
  editFirst = false
  addRelLabels: AddRelLabels = { ...DEFAULT_ADD_REL_LABELS }
  /** Null until setLinkExistingRelConfig enables the link-existing select. */
  link_existing_rel_config: LinkExistingConfig | null = null
  canEdit: ((d: Datum) => boolean) | undefined
  canDelete: ((d: Datum) => boolean) | undefined
  canAdd: ((d: Datum) => CanAdd) | undefined
  onChange: ((data?: Data) => void) | undefined
  onSubmit: ((e: Event | null, datum: Datum, applyChanges: () => void, postSubmit: () => void) => void) | undefined
  postSubmit: ((props?: unknown) => void) | undefined
  onDelete: ((datum: Datum, deletePerson: () => void, postSubmit: () => void) => void) | undefined
  onFormCreation: ((props: { cont: HTMLElement; form_creator: FormState }) => void) | undefined
  createFormEdit: FormCreator | undefined
  createFormNew: FormCreator | undefined
  /** Undo/redo of the data; the history buttons follow every change, `history.reset()` included. */
  history = createHistory(undefined, () => this.syncHistoryControls())
  private historyControls: HistoryControls
  private adding: string | null = null
  /** The gender the person had when add-relative mode started: changing it there is undone by Cancel. */
  private addingGender: Datum['data']['gender'] | undefined = undefined
  private removing: string | null = null
  private current: { id: string; editable: boolean } | null = null
  private banner: FormBanner = createFormBanner(() => this.form_cont)
  private wiredCard: CardHtml | CardSvg | null = null

  constructor(chart: EditableChart) {
    this.chart = chart
    this.store = chart.store
    this.cont = chart.cont
    this.form_cont = document.createElement('div')
    this.form_cont.className = 'f3-form-cont f3-form-fixed'
    this.form_cont.hidden = true
    this.cont.append(this.form_cont)
    this.history.update(this.store.getData())
    this.historyControls = createHistoryControls(chart.dom.nav, () => this.historyStep('back'), () => this.historyStep('forward'))
    this.syncHistoryControls()
  }

  // ---- settings -------------------------------------------------------------------------------------------
  /** Places the form in a fixed side panel (default). */
  fixed(): this { this.is_fixed = true; this.form_cont.classList.add('f3-form-fixed'); this.form_cont.classList.remove('f3-form-absolute'); return this }
  /** Floats the form over the chart. */
  absolute(): this { this.is_fixed = false; this.form_cont.classList.add('f3-form-absolute'); this.form_cont.classList.remove('f3-form-fixed'); return this }
  /** Renders the form into your own element instead. */
  setFormCont(el: HTMLElement): this {
    this.form_cont.remove()
    this.form_cont = el
    el.classList.add('f3-form-cont')
    return this
  }
  /** The fields of the form: names, or `{ type, id, label, options, placeholder }` objects. */
  setFields(fields: FieldInput[]): this { this.fields = fields; return this }
  /** True: a card click opens the form in edit mode; false: the read-only view first. */
  setEditFirst(editFirst: boolean): this { this.editFirst = editFirst; return this }
  /** View only: no edit toggle, no add or remove relative. */
  setNoEdit(): this { this.no_edit = true; this.refreshForm(false); return this }
  /** Editing allowed again. */
  setEdit(): this { this.no_edit = false; this.refreshForm(); return this }
  /** Per-person edit permission: false keeps that person's form read-only. */
  setCanEdit(fn: (d: Datum) => boolean): this { this.canEdit = fn; return this }
  /** Per-person delete permission: false disables the Delete button. */
  setCanDelete(fn: (d: Datum) => boolean): this { this.canDelete = fn; return this }
  /** Which relatives may be added to a person: `{ parent, spouse, child }`. */
  setCanAdd(fn: (d: Datum) => CanAdd): this { this.canAdd = fn; return this }
  /** Called after every change with nothing; read the data with getStoreDataCopy(). */
  setOnChange(fn: (data?: Data) => void): this { this.onChange = fn; return this }
  /** Intercepts a submit: `(e, datum, applyChanges, postSubmit)`; call applyChanges() to save. */
  setOnSubmit(fn: EditTree['onSubmit']): this { this.onSubmit = fn; return this }
  /** Runs after each submit or delete. */
  setPostSubmit(fn: EditTree['postSubmit']): this { this.postSubmit = fn; return this }
  /** Intercepts a delete: `(datum, deletePerson, postSubmit)`; call deletePerson() to delete. */
  setOnDelete(fn: EditTree['onDelete']): this { this.onDelete = fn; return this }
  /** Runs after the form is built, with its container and the form state. */
  setOnFormCreation(fn: EditTree['onFormCreation']): this { this.onFormCreation = fn; return this }
  /** Your own form for existing people: `(state, actions) => HTMLElement`. */
  setCreateFormEdit(fn: FormCreator): this { this.createFormEdit = fn; return this }
  /** Your own form for new relatives: `(state, actions) => HTMLElement`. */
  setCreateFormNew(fn: FormCreator): this { this.createFormNew = fn; return this }
  /** Labels of the placeholder cards (Add Father, Add Mother, Add Spouse, Add Son, Add Daughter). */
  setAddRelLabels(labels: Partial<AddRelLabels>): this { this.addRelLabels = { ...this.addRelLabels, ...labels }; return this }
  /** Turns on the link-existing-profile select in new-relative forms, with its title, placeholder and option labels. */
  setLinkExistingRelConfig(config: LinkExistingConfig): this { this.link_existing_rel_config = { ...config }; return this }
  /** Kept for compatibility: the modal is created when it is needed. */
  setupModal(): this { return this }

  /** Card clicks open the form (and select the person), or act for the add / remove-relative modes. */
  setCardClickOpen(card: CardHtml | CardSvg): this {
    this.wiredCard = card
    card.setOnCardClick((e: MouseEvent, d: TreeDatum) => {
      if (this.adding || this.removing) return this.open(d.data)
      if (d.is_private) {
        this.closeForm()
        card.onCardClickDefault(e, d)
        return
      }
      this.open(d.data)
      if (!d.data.to_add) card.onCardClickDefault(e, d)
    })
    return this
  }

  // ---- state ----------------------------------------------------------------------------------------------
  /** True while add-relative mode is on. */
  isAddingRelative(): boolean { return this.adding !== null }
  /** True while remove-relation mode is on. */
  isRemovingRelative(): boolean { return this.removing !== null }
  /** A copy of the data for saving: placeholders and temporary flags removed. */
  getStoreDataCopy(): Data { return cleanData(this.store.getData(), this.store.state.data_shape) }
  /** getStoreDataCopy() as pretty-printed JSON. */
  getDataJson(): string { return JSON.stringify(this.getStoreDataCopy(), null, 2) }
  /** Records the current data as a history step and calls the change callback. */
  updateHistory(): void {
    this.history.update(this.store.getData())
    this.onChange?.(this.getStoreDataCopy())
  }

  // ---- opening and closing the form ------------------------------------------------------------------------
  /** Opens the form for a person; during add or remove-relative mode the click acts for that mode instead. */
  open(datum: Datum | TreeDatum): void {
    const raw = this.rawDatum(datum)
    if (!this.store.getDatum(raw.id) && raw._new_rel_data) return this.openEmptyCard(raw)
    const d = this.resolve(datum)
    if (!d) return
    if (this.removing) {
      if (d.id !== this.removing) void this.removeRelationTo(d.id)
      return
    }
    if (this.adding && !d.to_add && d.id !== this.adding) this.cancelAddRelative()
    this.cardEditForm(d)
  }
  /** Opens the form without cancelling add or remove-relative mode. */
  openWithoutRelCancel(datum: Datum | TreeDatum): void {
    const d = this.resolve(datum)
    if (d) this.cardEditForm(d)
  }
  /** open() by person id. */
  openFormWithId(id: string): void {
    const d = this.store.getDatum(id)
    if (d) this.open(d)
  }
  /** Builds and shows the form of a person. */
  cardEditForm(datum: Datum): void {
    this.current = { id: datum.id, editable: datum.to_add ? true : this.editFirst && this.canEditPerson(datum) }
    this.refreshForm()
  }
  /** Shows the form container. */
  openForm(): void { this.form_cont.hidden = false }
  /** Hides and empties the form. */
  closeForm(): void {
    this.current = null
    this.form_cont.hidden = true
    this.form_cont.replaceChildren()
  }

  /** Turns add-relative mode on for a person (default: the main person), or off when it is on. */
  addRelative(datum?: Datum | TreeDatum): this {
    const d = datum ? this.resolve(datum) : this.store.getMainDatum()
    if (!d) return this
    if (this.adding) this.cancelAddRelative()
    else this.startAddRelative(d)
    return this
  }

  /** Removes everything this edit tree added: form, history buttons, card click wiring, placeholders. */
  destroy(): void {
    if (this.adding) this.cancelAddRelative()
    this.removing = null
    this.banner.destroy()
    this.historyControls.destroy()
    this.form_cont.remove()
    if (this.wiredCard) {
      const card = this.wiredCard
      card.setOnCardClick((e: MouseEvent, d: TreeDatum) => card.onCardClickDefault(e, d))
    }
    this.wiredCard = null
  }

  // ---- internals -------------------------------------------------------------------------------------------
  private rawDatum(datum: Datum | TreeDatum): Datum {
    return 'x' in datum && (datum as TreeDatum).data && typeof (datum as TreeDatum).data.id === 'string' ? (datum as TreeDatum).data : (datum as Datum)
  }

  private resolve(datum: Datum | TreeDatum): Datum | undefined {
    return this.store.getDatum(this.rawDatum(datum).id)
  }

  /** The layout's empty card for an unknown parent: add that relative through add-relative mode. */
  private openEmptyCard(empty: Datum): void {
    const { rel_type, rel_id } = empty._new_rel_data!
    const person = this.store.getDatum(rel_id)
    if (!person || this.no_edit || !this.canEditPerson(person)) return
    if (this.adding !== rel_id) {
      if (this.adding) this.cancelAddRelative()
      this.startAddRelative(person)
    }
    const placeholder = this.store.getData().find((d) => d.to_add && d._new_rel_data?.rel_id === rel_id && d._new_rel_data.rel_type === rel_type)
    if (placeholder) this.cardEditForm(placeholder)
  }

  private canEditPerson(d: Datum): boolean {
    return !this.no_edit && (this.canEdit ? !!this.canEdit(d) : true)
  }

  private setData(data: Data, record = true): void {
    this.store.updateData(data)
    this.store.updateTree({})
    if (record) this.updateHistory()
  }

  private refreshForm(keepEditable = true): void {
    if (!this.current) return
    const datum = this.store.getDatum(this.current.id)
    if (!datum) return this.closeForm()
    if (!keepEditable || !this.canEditPerson(datum)) this.current.editable = !!datum.to_add
    const data = this.store.getData()
    const state = buildFormState({
      datum,
      data,
      fields: this.fields,
      editable: this.current.editable,
      no_edit: !this.canEditPerson(datum),
      can_delete: this.canDelete ? !!this.canDelete(datum) : true,
      gender_locked: isGenderLocked(data, datum.id),
      add_relative_active: this.adding === datum.id,
      remove_relative_active: this.removing === datum.id,
      link_candidates: datum.to_add && this.link_existing_rel_config ? linkExistingCandidates(data, datum.id) : undefined,
      link_config: this.link_existing_rel_config ?? undefined,
    })
    const callbacks = this.callbacks(datum)
    const creator = datum.to_add ? this.createFormNew : this.createFormEdit
    const form = creator ? creator(state, callbacks) : renderForm(state, callbacks)
    this.form_cont.replaceChildren(form)
    this.openForm()
    this.onFormCreation?.({ cont: this.form_cont, form_creator: state })
  }

  private callbacks(datum: Datum): FormCallbacks {
    return {
      close: () => this.closeForm(),
      toggleEdit: () => {
        if (!this.current) return
        this.current.editable = !this.current.editable && this.canEditPerson(datum)
        this.refreshForm()
      },
      toggleAddRelative: () => (this.adding ? this.cancelAddRelative() : this.startAddRelative(datum)),
      toggleRemoveRelative: () => {
        if (this.removing) this.removing = null
        else {
          if (this.adding) this.cancelAddRelative()
          this.removing = datum.id
        }
        this.refreshForm()
      },
      submit: (values, gender, linkId) => this.submit(datum, values, gender, linkId),
      cancel: () => {
        if (datum.to_add) return this.cancelAddRelative()
        if (this.current) this.current.editable = false
        this.refreshForm()
      },
      delete: () => this.deletePerson(datum),
      genderChange: (gender) => {
        if (this.adding !== datum.id || datum.to_add) return
        const data = swapPlaceholderGenders(updatePersonFields(this.store.getData(), datum.id, { gender }), datum.id)
        this.setData(data, false)
        this.refreshForm()
      },
    }
  }

  private startAddRelative(d: Datum): void {
    if (d.to_add) return
    this.removing = null
    const allowed = this.canAdd ? this.canAdd(d) : undefined
    this.adding = d.id
    this.addingGender = d.data.gender
    this.store.updateMainId(d.id)
    this.setData(addRelativePlaceholders(this.store.getData(), d.id, this.addRelLabels, allowed), false)
    if (this.current?.id === d.id) this.refreshForm()
  }

  private cancelAddRelative(): void {
    const person = this.adding
    this.adding = null
    this.setData(cancelAddRelativeData(this.store.getData(), person, this.addingGender), false)
    if (this.current && !this.store.getDatum(this.current.id)) this.current = person ? { id: person, editable: false } : null
    if (this.current) this.refreshForm()
  }

  private submit(datum: Datum, values: Record<string, string>, gender: 'M' | 'F', linkId: string | null): void {
    const fields = { ...values, gender }
    const apply = () => {
      if (datum.to_add) {
        const data = linkId ? linkExistingPerson(this.store.getData(), datum.id, linkId) : submitPlaceholder(this.store.getData(), datum.id, fields)
        this.adding = null
        this.setData(data)
        this.current = { id: linkId ?? datum.id, editable: false }
      } else {
        this.setData(updatePersonFields(this.store.getData(), datum.id, fields))
        if (this.current) this.current.editable = false
      }
      this.refreshForm()
      this.banner.show('Saved')
    }
    const post = () => this.postSubmit?.()
    if (this.onSubmit) this.onSubmit(null, datum, apply, post)
    else {
      apply()
      post()
    }
  }

  private deletePerson(datum: Datum): void {
    if (this.canDelete && !this.canDelete(datum)) return
    const run = () => {
      this.setData(deletePerson(this.store.getData(), datum.id).data)
      this.closeForm()
    }
    if (this.onDelete) this.onDelete(datum, run, () => this.postSubmit?.())
    else run()
  }

  private async removeRelationTo(relId: string): Promise<void> {
    const personId = this.removing!
    const data = this.store.getData()
    const person = this.store.getDatum(personId)
    const isSpouse = !!person?.rels.spouses?.includes(relId)
    let keepChildrenWith: 'person' | 'spouse' | undefined
    if (isSpouse && sharedChildren(data, personId, relId).length) {
      const choice = await askKeepChildren(this.cont, personName(this.store.getDatum(relId)))
      if (!choice) return
      keepChildrenWith = choice
    }
    this.removing = null
    this.setData(removeRelation(this.store.getData(), personId, relId, keepChildrenWith ? { keepChildrenWith } : undefined))
    this.refreshForm()
  }

  private historyStep(direction: 'back' | 'forward'): void {
    const data = direction === 'back' ? this.history.back() : this.history.forward()
    if (!data) return
    this.adding = null
    this.removing = null
    this.store.updateData(data)
    this.store.updateTree({})
    this.onChange?.(this.getStoreDataCopy())
    if (this.current) this.refreshForm(false)
  }

  private syncHistoryControls(): void {
    // The first snapshot is recorded before the buttons exist.
    this.historyControls?.update(this.history.canBack(), this.history.canForward())
  }
}
