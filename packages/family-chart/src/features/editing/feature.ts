/** The editing feature with the EditTree at hand: what `family-chart/editing` gives (see define-editing.ts). */
import type { Feature } from '../../chart/plug'
import { defineEditing, type EditingMethods } from './define-editing'
import { EditTree } from './edit-tree'

export type { EditingMethods } from './define-editing'

/** Editing: `chart.use(editing)`, then `chart.editTree()`. @since next */
export const editing: Feature<EditingMethods> = defineEditing((chart, options) => new EditTree(chart, options))
