/**
 * The privacy-of-living setting as the chart, the exports and the GEDCOM writer share it: whether it is on, who counts
 * as living (living.ts), and what a private card says instead of the name (private-name.ts).
 */
import type { Datum } from '../types'
import { isPlaceholder, isUnknownPerson } from '../markers'
import { isLiving, type LivingRule } from './living'
import { initialsOf, type PrivateStyle } from './private-name'
import type { PrivacyRule } from './private-cards'

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

/**
 * The privacy of the living as a rule of private cards (see private-cards.ts): the privacy feature gives it to its
 * chart, and the `family-chart` entry's calculateTree reads the `privacy` option through it.
 * @since next
 */
export const livingPrivacyRule: PrivacyRule = {
  isPrivate: (d, privacy) => isPrivateLiving(d, normalizeLivingPrivacy(privacy)),
  text: (d, privacy) => privateText(d, normalizeLivingPrivacy(privacy)),
  description: (d, privacy) => privateDescription(d, normalizeLivingPrivacy(privacy)),
}
