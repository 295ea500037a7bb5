import { versionBadge } from './version-badge'

describe('navbar version badge', () => {
  it('names the next release on the unreleased docs, not the last release', () => {
    expect(versionBadge('current', '0.8.0').text).toBe('next')
    expect(versionBadge('current', '0.8.0').title).toMatch(/not yet published.*0\.8\.0/)
  })

  it("shows a released docs version's number", () => {
    expect(versionBadge('0.8.0', '0.8.0')).toEqual({ text: 'v0.8.0', title: 'Docs of family-chart 0.8.0' })
    expect(versionBadge('0.7.0', '0.8.0').text).toBe('v0.7.0')
  })

  it('shows the library version outside the docs', () => {
    expect(versionBadge(undefined, '0.8.0')).toEqual({ text: 'v0.8.0', title: 'Library version' })
  })
})
