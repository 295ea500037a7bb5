/** The short status line at the top of the form ('Saved'): announced to screen readers, gone after a few seconds. */

export const FORM_BANNER_MS = 5000

export interface FormBanner {
  show(text: string): void
  destroy(): void
}

/** `formCont` gives the form's container at the time of showing (it can be replaced with setFormCont). */
export function createFormBanner(formCont: () => HTMLElement): FormBanner {
  let timer: ReturnType<typeof setTimeout> | undefined
  return {
    show(text) {
      const banner = document.createElement('div')
      banner.className = 'f3-form-banner'
      banner.setAttribute('role', 'status')
      banner.textContent = text
      formCont().prepend(banner)
      clearTimeout(timer)
      timer = setTimeout(() => banner.remove(), FORM_BANNER_MS)
    },
    destroy: () => clearTimeout(timer),
  }
}
