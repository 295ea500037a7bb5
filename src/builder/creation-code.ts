/** Settings → the `function create(data) { ... }` text shown in every code tab of the builder. */
import type { BuilderConfig } from './config'
import { chartPlan, type PlanCall } from './chart-plan'

function chain(head: string, calls: PlanCall[]): string {
  const lines = calls
    .filter((c) => !c.applyOnly)
    .map((c) => `    .${c.method}(${c.args.map((a) => a.code).join(', ')})`)
  return [head, ...lines].join('\n')
}

export function creationCode(config: BuilderConfig): string {
  const plan = chartPlan(config)
  const parts = [
    chain("  const f3Chart = f3.createChart('#FamilyChart', data)", plan.chart),
    chain('  const f3Card = f3Chart.setCardHtml()', plan.card),
  ]
  if (plan.editTree) parts.push(chain('  const f3EditTree = f3Chart.editTree()', plan.editTree))
  const finish = ['  f3Chart.updateTree({ initial: true })']
  if (plan.editTree) finish.push('  f3EditTree.open(f3Chart.getMainDatum())')
  parts.push(finish.join('\n'))
  return `function create(data) {\n${parts.join('\n\n')}\n}`
}
