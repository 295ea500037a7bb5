// Every locale the library ships, each imported from its own entry as a page would.
import type { Locale } from '../../src/locales/types'
import { en } from '../../src/locales/en'
import de from '../../src/locales/de'

export const SHIPPED: Locale[] = [en, de]

/**
 * Messages a locale may leave to English: warnings for the page's developer that name the library's options
 * (`pageSize`, `font`, `setCardInnerHtmlCreator`) and are handed to the page's code, not shown on the chart.
 */
export const DEVELOPER_WARNINGS = [
  'export.tooManyPages',
  'export.fontLacks',
  'export.pngScaled',
  'export.imagesFailed',
  'export.imagesMore',
  'export.linkTextFailed',
  'export.customHtml',
] as const
