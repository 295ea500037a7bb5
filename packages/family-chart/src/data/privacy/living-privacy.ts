/**
 * The privacy-of-living setting as the chart, the exports and the GEDCOM writer share it: whether it is on, who counts
 * as living (living.ts), and what a private card says instead of the name (private-name.ts).
 */
import type { Datum } from '../types'
import { isPlaceholder, isUnknownPerson } from '../markers'
import { isLiving, type LivingRule } from './living'
import { initialsOf, type PrivateStyle } from './private-name'

/**
 * Hiding living people (see `Chart.setPrivacy`): off unless `living` is true.
 * @since next
 */
export interface LivingPrivacy extends LivingRule {
  /** Treat living people as private. */
  living: boolean
  /** What their card says: `'private'` (the `label`, the default) or `'initials'` ("J. S."). */
  show?: PrivateStyle
  /** The word shown for a private person. Default 'Living'. */
  label?: string
}

/** The setting with its defaults filled in, or undefined when it is off (any value but an object with `living: true`). */
export function normalizeLivingPrivacy(value: unknown): LivingPrivacy | undefined {
  if (!value || typeof value !== 'object' || (value as LivingPrivacy).living !== true) return undefined
  const v = value as LivingPrivacy
  const years = typeof v.years === 'number' && Number.isFinite(v.years) && v.years >= 0 ? v.years : 100
  const label = typeof v.label === 'string' && v.label.trim() ? v.label.trim() : 'Living'
  return { ...v, living: true, years, show: v.show === 'initials' ? 'initials' : 'private', label }
}

/** Whether the setting makes `d` private: it is on, `d` is a real person (not a placeholder) and counts as living. @since next */
export function isPrivateLiving(d: Datum | undefined, privacy: LivingPrivacy | undefined): boolean {
  if (!privacy?.living || !d || isPlaceholder(d) || isUnknownPerson(d)) return false
  return isLiving(d, privacy)
}

/**
 * What a private card says instead of the person's name: the label or the initials for a living person under the
 * setting, 'Private' for a person made private by the page's own condition (`setPrivateCardsConfig`, as in 0.8).
 * @since next
 */
export function privateText(d: Datum | undefined, privacy: LivingPrivacy | undefined): string {
  if (!privacy?.living || !isPrivateLiving(d, privacy)) return 'Private'
  return (privacy.show === 'initials' && d && initialsOf(d)) || privacy.label || 'Living'
}

/** The accessible description of a private card: says that the details are withheld, never what they are. */
export function privateDescription(d: Datum | undefined, privacy: LivingPrivacy | undefined): string {
  return isPrivateLiving(d, privacy) ? 'Living person: details are private' : 'Details are private'
}

/** The settings that make a person private: the page's own condition (0.8) and the privacy of the living. */
export interface PrivacySettings {
  private_cards_config?: { condition: (d: Datum) => boolean } | undefined
  privacy?: LivingPrivacy | undefined
}

/** Whether `d` is drawn as a private card under either setting (a condition that throws counts as "not private", as the layout does). */
export function isPrivatePerson(d: Datum | undefined, settings: PrivacySettings): boolean {
  if (!d) return false
  if (isPrivateLiving(d, normalizeLivingPrivacy(settings.privacy))) return true
  try {
    return !!settings.private_cards_config?.condition?.(d)
  } catch {
    return false
  }
}

/** The layout's condition for private cards: the page's condition or the privacy of the living; undefined when neither is set. */
export function privateConditionOf(settings: PrivacySettings): ((d: Datum) => boolean) | undefined {
  const own = settings.private_cards_config?.condition
  const privacy = normalizeLivingPrivacy(settings.privacy)
  if (!privacy) return own
  return (d) => isPrivateLiving(d, privacy) || (own ? !!own(d) : false)
}
