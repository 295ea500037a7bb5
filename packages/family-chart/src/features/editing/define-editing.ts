/**
 * The editing feature: the person form, add and remove relatives, delete, undo and redo (Chart.editTree), and the
 * Edit and Add relative items of the card actions menu. Made from how the edit tree is made: at once
 * (`family-chart/editing`, feature.ts) or with its code loaded on first use (the drop-in's, feature-on-first-use.ts).
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import type { Datum } from '../../data/types'
import type { EditTree, EditTreeOptions } from './edit-tree'
import { editSessionPart } from './load-session'
import type { EditableChart } from './editable-chart'
import { LOCALE_SLOT, type FormLocale } from './form-locale'

/** Makes a chart's edit tree. */
export type MakeEditTree = (chart: EditableChart, options: EditTreeOptions) => EditTree

/** What the editing feature adds to a chart. @since next */
export interface EditingMethods {
  /**
   * Adds the editing layer (person form, add and remove relatives, delete, undo and redo), keeps it in
   * `chart.editTreeInstance` and returns it. An earlier one is destroyed first.
   * @returns The {@link EditTree}, not the chart.
   * @example
   * ```js
   * const f3EditTree = f3Chart.editTree().setFields(['first name', 'last name', 'birthday'])
   * ```
   * @since 0.8.0
   */
  editTree(): EditTree
}

/** The chart as the edit tree sees it, with the field where the chart keeps its edit tree. */
type EditingChart = EditableChart & { editTreeInstance: EditTree | null }

interface EditingPart {
  host: ChartHost
  update(): void
  destroy(): void
}

/** The editing feature whose edit trees `make` makes. */
export function defineEditing(make: MakeEditTree): Feature<EditingMethods> {
  return defineFeature<EditingPart, EditingMethods>({
    name: 'editing',
    setup(host) {
      const chart = host.chart as EditingChart
      const editable = () => !!chart.editTreeInstance && !chart.editTreeInstance.no_edit
      const say = () => host.store.state.say
      const undo = [
        host.actions.register({
          id: 'edit',
          label: () => say()?.('action.edit') ?? 'Edit',
          when: () => editable(),
          run: (d) => chart.editTreeInstance?.open(d.data),
        }),
        host.actions.register({
          id: 'add-relative',
          label: () => say()?.('form.addRelative') ?? 'Add relative',
          when: () => editable(),
          run: (d) => {
            chart.editTreeInstance?.addRelative(d.data)
          },
        }),
      ]
      // A placeholder card says whom the new relative relates to ('with Anna'). Placeholders come only from the edit
      // tree's session, so its code is there whenever one is drawn.
      host.provide('placeholderDetail', (d: Datum, get: (id: string) => Datum | undefined) =>
        editSessionPart.ready()?.placeholderDetail(d, get, say()),
      )
      return {
        host,
        // After each drawing (a change of language included), the undo and redo buttons are named again.
        update: () => chart.editTreeInstance?.history?.controls.updateButtons(),
        destroy() {
          host.provide('placeholderDetail', null)
          undo.forEach((off) => off())
          chart.editTreeInstance?.destroy()
          chart.editTreeInstance = null
        },
      }
    },
    methods: {
      editTree(part) {
        const chart = part.host.chart as EditingChart
        chart.editTreeInstance?.destroy()
        // The edit tree follows the chart's locale, which the locale feature keeps in its slot.
        const locale = () => part.host.provided<FormLocale>(LOCALE_SLOT) ?? null
        chart.editTreeInstance = make(chart, { locale })
        return chart.editTreeInstance
      },
    },
  })
}
