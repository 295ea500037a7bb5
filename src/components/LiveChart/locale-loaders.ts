/**
 * The shipped languages as chunks of their own, each loaded only for an example whose code names it (`f3Locales.he`):
 * one import per entry, so that the bundler makes a chunk per language and nothing else.
 */
import type { LocaleCode } from '@site/src/snippets/locales'

const LOADERS: Record<LocaleCode, () => Promise<{ default: unknown }>> = {
  de: () => import('family-chart/locales/de'),
  fr: () => import('family-chart/locales/fr'),
  es: () => import('family-chart/locales/es'),
  pt: () => import('family-chart/locales/pt'),
  it: () => import('family-chart/locales/it'),
  nl: () => import('family-chart/locales/nl'),
  pl: () => import('family-chart/locales/pl'),
  ru: () => import('family-chart/locales/ru'),
  he: () => import('family-chart/locales/he'),
  ar: () => import('family-chart/locales/ar'),
  zh: () => import('family-chart/locales/zh'),
  ja: () => import('family-chart/locales/ja'),
}

/** The languages' locales by code, as the code's global `f3Locales` holds them. */
export async function loadLocales(codes: LocaleCode[]): Promise<Record<string, unknown>> {
  const loaded = await Promise.all(codes.map((code) => LOADERS[code]()))
  return Object.fromEntries(codes.map((code, i) => [code, loaded[i].default]))
}
