/** The chart types a chart knows: the built-in hourglass and those its features add, and which one is in use. */
import type { Data } from '../data/types'
import type { Tree } from '../layout/types'
import type { StoreState } from '../store/types'
import type { Steps } from '../schedule/steps'
import type { ChartHost, ChartType, ChartTypeView } from './plug'

export const HOURGLASS = 'hourglass'

export function createChartTypes({ fallback }: { fallback: (data: Data, state: StoreState) => Steps<Tree> }) {
  const types = new Map<string, { type: ChartType; host: ChartHost }>()
  let current = HOURGLASS
  let view: { name: string; view: ChartTypeView } | null = null

  function dropView() {
    view?.view.destroy()
    view = null
  }

  return {
    add(type: ChartType, host: ChartHost): () => void {
      types.set(type.name, { type, host })
      return () => {
        if (types.get(type.name)?.type !== type) return
        types.delete(type.name)
        if (current === type.name) {
          current = HOURGLASS
          dropView()
        }
      }
    },
    /** Chooses a type by name; false (and no change) for a name nobody added. */
    choose(name: string): boolean {
      if (name !== HOURGLASS && !types.has(name)) return false
      if (name !== current) dropView()
      current = name
      return true
    },
    current: () => current,
    layout(data: Data, state: StoreState): Steps<Tree> {
      const chosen = types.get(current)
      return chosen ? chosen.type.layout(data, state) : fallback(data, state)
    },
    /** The drawing of the type in use, made when first asked for; null for types drawn as cards and links. */
    view(): ChartTypeView | null {
      const chosen = types.get(current)
      if (!chosen?.type.view) return null
      if (view?.name !== current) {
        dropView()
        view = { name: current, view: chosen.type.view(chosen.host) }
      }
      return view.view
    },
    destroy: dropView,
  }
}
