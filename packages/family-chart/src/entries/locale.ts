/**
 * `family-chart/locale`: the chart in another language, and right to left (Chart.setLocale). The languages are
 * entries of their own (`family-chart/locales/de` ...); this one holds the feature, the shape of a locale for writing
 * your own, and the formatter the chart uses.
 */
export { locale, type LocaleMethods } from '../features/locale/feature'
export type {
  Locale,
  Messages,
  MessageKey,
  Message,
  MessageValues,
  PluralForms,
  KinshipRules,
  KinshipRelation,
  Sex,
} from '../locales/types'
export { translate, formatMessage, formatDate } from '../locales/translate'
export { isolate, isolateIfMixed, FSI, PDI } from '../locales/isolate'
export { kinshipWords, kinshipWord } from '../locales/kinship/words'
export { kinshipRelations, type KinshipOptions } from '../locales/kinship/relations'
export { en } from '../locales/en'
export { EN_MESSAGES } from '../locales/en-messages'
