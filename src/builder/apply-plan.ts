/** Applies a chart plan to a live chart in place: the page re-configures its chart without recreating it. */
import type { ChartPlan, PlanCall } from './chart-plan'

type Callable = Record<string, unknown>

export interface LiveChart {
  chart: Callable
  card: Callable
  /** The edit tree, when the detail view is on. */
  editTree: Callable | null
  /** The languages loaded so far, by code; a language not loaded yet is English until it is. */
  locales?: Record<string, unknown>
}

function run(target: Callable, calls: PlanCall[], card: Callable, locales: LiveChart['locales'] = {}): void {
  for (const c of calls) {
    const method = target[c.method]
    if (typeof method !== 'function') throw new TypeError(`The chart has no method ${c.method}`)
    method.apply(
      target,
      c.args.map((a) => (a.kind === 'card' ? card : a.kind === 'locale' ? (locales[a.locale] ?? null) : a.value)),
    )
  }
}

/** Runs the plan's chart and card calls, resets included; the edit tree is left alone. */
export function applyChartAndCard(plan: ChartPlan, live: Pick<LiveChart, 'chart' | 'card' | 'locales'>): void {
  run(live.chart, plan.chart, live.card, live.locales)
  run(live.card, plan.card, live.card)
}

/**
 * Runs every call of the plan, including the resets the creation code leaves out. The edit tree is created or
 * destroyed by `createEditTree` / `destroyEditTree` to follow the plan; returns the edit tree now in use.
 */
export function applyPlan(
  plan: ChartPlan,
  live: LiveChart,
  editTreeLifecycle: { create: () => Callable; destroy: (editTree: Callable) => void },
): Callable | null {
  applyChartAndCard(plan, live)
  let editTree = live.editTree
  if (plan.editTree) {
    editTree ??= editTreeLifecycle.create()
    run(editTree, plan.editTree, live.card)
    if (!plan.linkExisting) editTree.link_existing_rel_config = null
  } else if (editTree) {
    editTreeLifecycle.destroy(editTree)
    editTree = null
  }
  return editTree
}
