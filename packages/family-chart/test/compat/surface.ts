// Lists a public surface at test time, from the objects themselves: the names of a namespace (one level into the
// nested namespaces) and the members of the objects a user meets (a chart, its cards, an edit tree, a store...).
import type { Namespace } from './published'

export type Kind = 'function' | 'class' | 'object' | 'value'

export function kindOf(value: unknown): Kind {
  if (typeof value === 'function')
    return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function'
  return value !== null && typeof value === 'object' ? 'object' : 'value'
}

/** Names a user can reach on a namespace: `name` and, for nested namespaces, `namespace.name`; `default` is separate. */
export function namespaceSurface(ns: Namespace): Map<string, Kind> {
  const names = new Map<string, Kind>()
  for (const key of Object.keys(ns)) {
    if (key === 'default' || key === '__esModule') continue
    const value = ns[key]
    names.set(key, kindOf(value))
    if (kindOf(value) === 'object')
      for (const inner of Object.keys(value)) names.set(`${key}.${inner}`, kindOf(value[inner]))
  }
  return names
}

/**
 * Members of an object: its own properties and those of its prototypes (methods, accessors), read as a user would
 * (`obj[name]`); not `constructor`, not Object's own, not names the published types mark private (`_name`).
 */
export function memberSurface(obj: object): Map<string, Kind> {
  const names = new Map<string, Kind>()
  for (let p: object | null = obj; p && p !== Object.prototype; p = Object.getPrototypeOf(p)) {
    for (const key of Object.getOwnPropertyNames(p)) {
      if (key === 'constructor' || key.startsWith('_') || names.has(key)) continue
      names.set(key, kindOf((obj as Record<string, unknown>)[key]))
    }
  }
  return names
}

/**
 * The objects a user meets, made the same way with a library on the same data, each listed when the user meets it:
 * the chart before and after its first draw, its HTML and SVG cards, its edit tree and the edit tree's parts, its
 * store and the store's state, and a store made with `createStore`.
 */
export function instanceSurfaces(
  f3: Namespace,
  data: () => unknown[],
  cont: HTMLElement,
): Record<string, Map<string, Kind>> {
  const out: Record<string, Map<string, Kind>> = {}
  const chart = f3.createChart(cont, data()).setTransitionTime(0)
  out.chart = memberSurface(chart)
  out.cardHtml = memberSurface(chart.setCardHtml())
  const editTree = chart.editTree()
  out.editTree = memberSurface(editTree)
  chart.updateTree({ initial: true })
  out['chart after updateTree'] = memberSurface(chart)
  out['editTree.history'] = memberSurface(editTree.history)
  out['editTree.history.controls'] = memberSurface(editTree.history.controls)
  out['editTree.addRelativeInstance'] = memberSurface(editTree.addRelativeInstance)
  out['editTree.removeRelativeInstance'] = memberSurface(editTree.removeRelativeInstance)
  out['editTree.formCont'] = memberSurface(editTree.formCont)
  out['editTree.modal'] = memberSurface(editTree.modal)
  out.store = memberSurface(chart.store)
  out['store.state'] = memberSurface(chart.store.state)
  out.cardSvg = memberSurface(chart.setCardSvg())
  out['createStore()'] = memberSurface(f3.createStore({ data: data() }))
  return out
}
