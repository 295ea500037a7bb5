// Test support: the feature check of the fan chart example (issue 49): the fan drawn instead of cards, its places
// named for screen readers, a click putting another person in the centre, and a person in two places marked.
import type { Run } from './run-example'

const places = (run: Run) => [...run.root.querySelectorAll<SVGGElement>('.f3-fan-place')]
const placeNamed = (run: Run, name: string) => {
  const found = places(run).find((p) => p.getAttribute('aria-label')?.startsWith(name))
  if (!found) throw new Error(`no fan place for ${name}`)
  return found
}

export const fanFeatureChecks: Record<string, (run: Run) => void | Promise<void>> = {
  'v2/30-fan-chart': (run) => {
    // Five generations (ancestry depth 4): 1 + 2 + 4 + 8 + 16 places, every ancestor known.
    expect(places(run)).toHaveLength(31)
    expect(places(run).filter((p) => p.dataset.id)).toHaveLength(31)
    expect(run.root.querySelectorAll('.f3-card')).toHaveLength(0)
    const centre = run.root.querySelector('.f3-fan-place[aria-current="true"]')!
    expect(centre.getAttribute('aria-label')).toMatch(/^Felipe VI of Spain/)
    expect(placeNamed(run, 'Juan Carlos I').getAttribute('aria-label')).toMatch(/father$/)
    expect(placeNamed(run, 'Queen Sofía of Spain').getAttribute('aria-label')).toMatch(/mother$/)
    placeNamed(run, 'Queen Sofía of Spain').dispatchEvent(new MouseEvent('click', { bubbles: true }))
    jest.advanceTimersByTime(1500)
    expect(run.root.querySelector('.f3-fan-place[aria-current="true"]')!.getAttribute('aria-label')).toMatch(
      /^Queen Sofía of Spain/,
    )
    expect(placeNamed(run, 'Paul of Greece').getAttribute('aria-label')).toMatch(/father$/)
    // Queen Victoria's descendants married each other: two of Sofía's ancestors stand in two places each, marked.
    const ids = places(run).map((p) => p.dataset.id)
    const twice = [...new Set(ids.filter((id, i) => id && ids.indexOf(id) !== i))]
    expect(twice).toHaveLength(2)
    for (const id of twice) {
      const both = places(run).filter((q) => q.dataset.id === id)
      expect(both).toHaveLength(2)
      for (const p of both) expect(p.classList.contains('f3-fan-duplicate')).toBe(true)
    }
  },
}
