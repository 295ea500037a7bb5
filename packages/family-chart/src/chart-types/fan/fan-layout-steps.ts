/**
 * The fan chart's layout as the chart runs it: the fan's input read from the data, the store and the settings, laid
 * out, its notices said, and handed to the chart as a Tree. Part of the body (body.ts), so it loads with the layout.
 */
import type { ChartHost } from '../../chart/plug'
import type { ChartEditTree } from '../../chart/chart'
import { SLOTS, type StandIns } from '../../chart/slots'
import type { Data } from '../../data/types'
import type { StoreState } from '../../store/types'
import type { Steps } from '../../schedule/steps'
import type { Tree } from '../../layout/types'
import { fanInput, type FanChartSettings } from './fan-chart-input'
import { fanLayout } from './fan-layout'
import { fanTree } from './fan-tree'

export function* fanLayoutSteps(
  host: ChartHost,
  settings: FanChartSettings,
  data: Data,
  state: StoreState,
): Steps<Tree> {
  const editTree = (host.chart as { editTreeInstance: ChartEditTree | null }).editTreeInstance
  const { people, options } = fanInput(data, state, settings, {
    editing: !!editTree && !editTree.no_edit,
    standIns: host.provided<StandIns>(SLOTS.standIns),
  })
  // A pause between reading the settings and laying out, for the slices a big chart's layout runs in.
  yield
  const layout = fanLayout(people, options)
  // The places say pedigree collapse themselves; an arc narrowed for the descendants is news only if one was asked.
  const asked = settings.degrees !== undefined
  for (const notice of layout.notices)
    if (notice.type !== 'pedigree-collapse' && (asked || notice.type !== 'degrees-narrowed')) host.warn(notice.message)
  const byId = new Map(data.map((d) => [d.id, d]))
  return fanTree(layout, (id) => byId.get(id))
}
