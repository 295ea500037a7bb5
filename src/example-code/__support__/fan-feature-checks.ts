// Test support: the feature check of the fan chart example (issue 49): the fan drawn instead of cards, its places
// named for screen readers, a person in two places marked, and a click putting another person in the centre.
import type { Run } from './run-example'

const places = (run: Run) => [...run.root.querySelectorAll<SVGGElement>('.f3-fan-place')]
const placeNamed = (run: Run, name: string) => {
  const found = places(run).find((p) => p.getAttribute('aria-label')?.startsWith(name))
  if (!found) throw new Error(`no fan place for ${name}`)
  return found
}

export const fanFeatureChecks: Record<string, (run: Run) => void | Promise<void>> = {
  'v2/30-fan-chart': (run) => {
    // Six generations (ancestry depth 5): 1 + 2 + 4 + 8 + 16 + 32 places, whether the ancestor is known or not.
    expect(places(run)).toHaveLength(63)
    expect(run.root.querySelectorAll('.f3-card')).toHaveLength(0)
    const centre = run.root.querySelector('.f3-fan-place[aria-current="true"]')!
    expect(centre.getAttribute('aria-label')).toMatch(/^Felipe VI of Spain/)
    expect(placeNamed(run, 'Juan Carlos I').getAttribute('aria-label')).toMatch(/father$/)
    expect(placeNamed(run, 'Queen Sofía of Spain').getAttribute('aria-label')).toMatch(/mother$/)
    // Queen Victoria's descendants married each other: some people stand in two places, each marked.
    const ids = places(run).map((p) => p.dataset.id)
    const twice = ids.filter((id, i) => id && ids.indexOf(id) !== i)
    expect(twice.length).toBeGreaterThan(0)
    for (const id of twice)
      for (const p of places(run).filter((q) => q.dataset.id === id))
        expect(p.classList.contains('f3-fan-duplicate')).toBe(true)
    placeNamed(run, 'Queen Sofía of Spain').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    jest.advanceTimersByTime(1500)
    expect(run.root.querySelector('.f3-fan-place[aria-current="true"]')!.getAttribute('aria-label')).toMatch(
      /^Queen Sofía of Spain/,
    )
    expect(placeNamed(run, 'Paul of Greece').getAttribute('aria-label')).toMatch(/father$/)
  },
}
