/**
 * Private cards as the core draws them: the page's own condition (`private_cards_config`, as in 0.8) makes a person
 * private, and a privacy rule may add more (the privacy of the living, from the privacy feature). What a private card
 * says and how it is described come from the rule that made it private, else 'Private'.
 */
import type { Datum } from '../types'
import { speak, type Say } from '../say'

/** A rule making people private beyond the page's own condition (see CalculateTreeOptions.privacy_rule). @since next */
export interface PrivacyRule {
  /** Whether the rule makes `d` private under the chart's privacy setting. */
  isPrivate(d: Datum, privacy: unknown): boolean
  /** What the private card says instead of the name. */
  text(d: Datum, privacy: unknown): string
  /** The private card's accessible description. */
  description(d: Datum, privacy: unknown): string
}

/** The settings that make a person private. */
export interface PrivacySettings {
  private_cards_config?: { condition: (d: Datum) => boolean } | undefined
  privacy?: unknown
  privacy_rule?: PrivacyRule | undefined
  say?: Say
}

const ruleMakesPrivate = (d: Datum, s: PrivacySettings) => !!s.privacy_rule?.isPrivate(d, s.privacy)

/** Whether the page's own condition makes `d` private (a condition that throws counts as "not private"). */
function ownCondition(d: Datum, s: PrivacySettings): boolean {
  try {
    return !!s.private_cards_config?.condition?.(d)
  } catch {
    return false
  }
}

/** Whether `d` is drawn as a private card under either the page's condition or the rule. */
export function isPrivatePerson(d: Datum | undefined, settings: PrivacySettings): boolean {
  return !!d && (ruleMakesPrivate(d, settings) || ownCondition(d, settings))
}

/** What a private card says: the rule's words for a person it made private, 'Private' otherwise (as in 0.8). */
export function privateCardText(d: Datum | undefined, settings: PrivacySettings): string {
  return d && ruleMakesPrivate(d, settings)
    ? settings.privacy_rule!.text(d, settings.privacy)
    : speak(settings.say, 'Private')
}

/** The accessible description of a private card: says that the details are withheld, never what they are. */
export function privateCardDescription(d: Datum | undefined, settings: PrivacySettings): string {
  return d && ruleMakesPrivate(d, settings)
    ? settings.privacy_rule!.description(d, settings.privacy)
    : speak(settings.say, 'Details are private')
}

/** The layout's condition for private cards; undefined when nothing makes anyone private. */
export function privateConditionOf(settings: PrivacySettings): ((d: Datum) => boolean) | undefined {
  const own = settings.private_cards_config?.condition
  if (!settings.privacy_rule) return own
  return (d) => ruleMakesPrivate(d, settings) || (own ? !!own(d) : false)
}
