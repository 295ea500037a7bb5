/**
 * One chart per container: a chart created in a container that already holds one takes it over, the way code written
 * for 0.8 / 0.9 expects when it creates the chart again (a React effect re-run, a page that redraws on new data). The
 * earlier chart is destroyed first, so its canvas, form and listeners do not stay behind under the new one.
 */

interface Owner {
  destroy(): void
}

const owners = new WeakMap<HTMLElement, Owner>()

/** Makes `chart` the container's chart, destroying the chart that held it before (if any, and not destroyed yet). */
export function takeOverContainer(cont: HTMLElement, chart: Owner): void {
  const previous = owners.get(cont)
  owners.set(cont, chart)
  if (previous && previous !== chart) previous.destroy()
}

/** Forgets `chart` as the container's chart (it is being destroyed). */
export function releaseContainer(cont: HTMLElement, chart: Owner): void {
  if (owners.get(cont) === chart) owners.delete(cont)
}
