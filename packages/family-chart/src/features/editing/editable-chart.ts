/** The part of a chart an edit tree works with. */
import type { Store } from '../../store/types'
import type { ChartCard } from '../../cards/chart-card'

/** The chart surface EditTree needs (kept structural so the chart module does not import this one). */
export interface EditableChart {
  cont: HTMLElement
  store: Store
  dom: { nav: HTMLElement }
  card: ChartCard | null
  /** Keeps the chart's cards out from under a panel docked on its right or bottom edge (the open form). */
  setOccludingPanel?(panel: HTMLElement | null): void
  /** Says a sentence through the chart's live region (the edit announcements go there). */
  announce?(text: string): void
}
