/** `family-chart/editing`: the person form, add and remove relatives, undo and redo (Chart.editTree). */
export { editing, type EditingMethods } from '../features/editing/feature'
export { EditTree } from '../features/editing/edit-tree'
export type { FormCreator, FormCreatorField, FormActions, FormBuilder } from '../features/editing/edit-tree'
export type { EditEvent, EditEventType } from '../features/editing/edit-events'
