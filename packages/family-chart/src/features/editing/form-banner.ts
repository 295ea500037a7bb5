/** The short status line at the top of the form ('Saved'): announced to screen readers, gone after a few seconds. */

export const FORM_BANNER_MS = 5000

export interface FormBanner {
  show(text: string): void
  destroy(): void
}

/**
 * `formCont` gives the form's container at the time of showing (it can be replaced with setFormCont). With
 * `announce` (the chart's live region) the sentence is announced there, and the banner is only seen, not read twice.
 */
export function createFormBanner(formCont: () => HTMLElement, announce?: (text: string) => void): FormBanner {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    show(text) {
      const banner = document.createElement('div')
      banner.className = 'f3-form-banner'
      if (announce) announce(text)
      else banner.setAttribute('role', 'status')
      banner.textContent = text
      formCont().prepend(banner)
      clearTimeout(timer)
      timer = setTimeout(() => banner.remove(), FORM_BANNER_MS)
    },
    destroy: () => clearTimeout(timer),
  }
}
