/**
 * The drop-in's editing feature: the EditTree's code loads the first time `chart.editTree()` is called, so the
 * program that draws a chart does not carry it (the ES module of `family-chart`; the script-tag and CommonJS builds
 * have it at once, through load-edit-tree.static.ts). See edit-tree-on-first-use.ts for what the edit tree answers
 * meanwhile.
 */
import type { Feature } from '../../chart/plug'
import { defineEditing, type EditingMethods } from './define-editing'
import { editTreeOnFirstUse } from './edit-tree-on-first-use'

export const editingOnFirstUse: Feature<EditingMethods> = defineEditing(editTreeOnFirstUse)
