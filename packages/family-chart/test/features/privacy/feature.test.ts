/**
 * @jest-environment jsdom
 */
// The privacy feature on a fake host: it puts the living-privacy rule in the store's state (the layout, cards and
// exports read it there), setPrivacy writes the normalised setting; destroy takes the rule back.
import { privacy } from '../../../src/features/privacy/feature'
import { livingPrivacyRule } from '../../../src/data/privacy/living-privacy'
import { createFakeHost, methodsOf, nodeOf, type FakeHost } from '../../support/fake-host'
import { smallFamily } from '../../fixtures/small-family'

let host: FakeHost
afterEach(() => host.remove())

describe('the privacy feature', () => {
  it('puts the living-privacy rule in the state and nothing in a slot', () => {
    host = createFakeHost(smallFamily())
    privacy.setup(host)
    // The living-privacy rule, saying its words in the chart's language (English here, as the rule itself).
    const rule = host.store.state.privacy_rule!
    expect(rule.isPrivate).toBe(livingPrivacyRule.isPrivate)
    const me = host.store.getDatum('me')!
    expect(rule.text(me, { living: true })).toBe(livingPrivacyRule.text(me, { living: true }))
    expect(host.leftovers()).toEqual(['state privacy_rule'])
  })

  it('setPrivacy makes living people private cards at the next layout, and null turns it off', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = privacy.setup(host)
    expect(methodsOf(privacy, part).setPrivacy({ living: true, label: 'Private' })).toBe(host.chart)
    host.layOut()
    expect(nodeOf(host, 'me').is_private).toBe(true)
    methodsOf(privacy, part).setPrivacy(null)
    host.layOut()
    expect(nodeOf(host, 'me').is_private).toBeFalsy()
  })

  it('without the feature the same setting hides nobody: the rule is what the feature brings', () => {
    host = createFakeHost(smallFamily(), { mainId: 'me' })
    const part = privacy.setup(host)
    methodsOf(privacy, part).setPrivacy({ living: true })
    part.destroy()
    expect(host.store.state.privacy_rule).toBeUndefined()
    host.layOut()
    expect(nodeOf(host, 'me').is_private).toBeFalsy()
  })

  it('takes the rule back on destroy', () => {
    host = createFakeHost(smallFamily())
    privacy.setup(host).destroy()
    expect(host.leftovers()).toEqual([])
  })
})
