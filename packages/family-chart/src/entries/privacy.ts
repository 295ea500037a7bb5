/** `family-chart/privacy`: living people drawn as private cards (Chart.setPrivacy). */
export { privacy, type PrivacyMethods } from '../features/privacy/feature'
export { isLiving, latestYear, type LivingRule } from '../data/privacy/living'
export { isPrivateLiving, privateText, type LivingPrivacy } from '../data/privacy/living-privacy'
