// Every locale the library ships, each imported from its own entry as a page would.
import type { Locale } from '../../src/locales/types'
import { en } from '../../src/locales/en'
import de from '../../src/locales/de'
import fr from '../../src/locales/fr'
import es from '../../src/locales/es'
import pt from '../../src/locales/pt'
import italian from '../../src/locales/it'
import nl from '../../src/locales/nl'
import pl from '../../src/locales/pl'
import ru from '../../src/locales/ru'
import he from '../../src/locales/he'
import ar from '../../src/locales/ar'
import zh from '../../src/locales/zh'
import ja from '../../src/locales/ja'

export const SHIPPED: Locale[] = [en, de, fr, es, pt, italian, nl, pl, ru, he, ar, zh, ja]

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
