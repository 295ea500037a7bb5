/**
 * The privacy feature: living people drawn as private cards (Chart.setPrivacy). Who counts as living and what a
 * private card says are rules of the data (data/privacy/), because the layout, the cards, the exports and the GEDCOM
 * writer all apply them; this feature is the chart's setting.
 */
import { defineFeature, type ChartHost, type Feature } from '../../chart/plug'
import { livingPrivacyRule, normalizeLivingPrivacy, type LivingPrivacy } from '../../data/privacy/living-privacy'
import type { PrivacyRule } from '../../data/privacy/private-cards'
import type { StoreState } from '../../store/types'

/**
 * The privacy of the living in the chart's words: the library's own words ('Living', 'Private', the descriptions)
 * through the locale; the page's label and the initials as they are.
 */
function localRule(state: StoreState): PrivacyRule {
  const english = livingPrivacyRule
  return {
    isPrivate: english.isPrivate,
    text(d, privacy) {
      const text = english.text(d, privacy)
      const ownLabel = typeof (privacy as LivingPrivacy | undefined)?.label === 'string'
      if (text === 'Private') return state.say?.('privacy.private') ?? text
      return text === 'Living' && !ownLabel ? (state.say?.('privacy.living') ?? text) : text
    },
    description(d, privacy) {
      const living = normalizeLivingPrivacy(privacy) && english.isPrivate(d, privacy)
      return (
        state.say?.(living ? 'privacy.livingDescription' : 'privacy.description') ?? english.description(d, privacy)
      )
    },
  }
}

/** What the privacy feature adds to a chart. @since next */
export interface PrivacyMethods {
  /**
   * Hides living people: with `living: true`, everyone with no death recorded (no `death`, `deathday`, `death date`
   * or `deceased` field filled) and born less than `years` years ago (default 100), or at an unknown date, is drawn
   * as a private card: grey, with `label` (default 'Living') or their initials (`show: 'initials'`) instead of their
   * name, no other field, no image, the class `f3-card-private` and the description "Living person: details are
   * private". The same holds in the person search, the screen-reader announcements, the link words and the exports
   * (SVG, PNG, PDF, print). The data is unchanged: `getData()` and the store keep everything, and a private card does
   * not open the person form (`editTree.open(datum)` still does, for a page that allows it). Off by default;
   * `setPrivacy(null)` or `{ living: false }` turns it off. Takes effect at the next `updateTree`.
   * @param privacy - `living`, `years`, `show` ('private' or 'initials'), `label`, and `now`, `birthField`,
   *   `deathFields` to change how "living" is read (see {@link isLiving}).
   * @example
   * ```js
   * f3Chart.setPrivacy({ living: true, years: 100, show: 'initials' }).updateTree()
   * ```
   * @since next
   */
  setPrivacy(privacy: LivingPrivacy | null): this
}

/** Privacy of living people: `chart.use(privacy)`, then `setPrivacy({ living: true })`. @since next */
export const privacy: Feature<PrivacyMethods> = defineFeature<{ host: ChartHost; destroy(): void }, PrivacyMethods>({
  name: 'privacy',
  setup(host) {
    const { state } = host.store
    state.privacy_rule = localRule(state)
    return {
      host,
      destroy() {
        delete state.privacy_rule
      },
    }
  },
  methods: {
    setPrivacy(part, value) {
      part.host.store.state.privacy = normalizeLivingPrivacy(value)
      return part.host.chart as never
    },
  },
})
