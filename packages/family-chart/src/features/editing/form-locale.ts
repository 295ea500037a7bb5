/** The person form in the chart's language and direction, wherever the page puts it (setFormCont). */

/** What the form needs of the chart's locale. */
export interface FormLocale {
  code: string
  dir: 'ltr' | 'rtl'
}

/** The slot where the locale feature keeps the chart's locale (features meet only in the host's slots). */
export const LOCALE_SLOT = 'locale'

/** Marks the form with the locale's language and direction; without a locale it takes the page's. */
export function markFormLocale(form: HTMLElement, locale: FormLocale | null): void {
  if (locale) {
    form.lang = locale.code
    form.dir = locale.dir
  } else {
    form.removeAttribute('lang')
    form.removeAttribute('dir')
  }
}
