/**
 * When the navbar's real search bar loads, and what a visitor did to the stand-in before it did.
 *
 * The search plugin's bar brings its index code (lunr), the term highlighter (mark.js) and its autocomplete, which
 * every page used to load and run at start-up. The stand-in is the same input; the real bar is fetched when the
 * browser is first idle after the page loaded, or at once when a person reaches for the box (pointer over it, focus,
 * the Ctrl/⌘+K shortcut). Whatever they typed meanwhile, and their focus, carry over to the real input.
 */

/** The shortcut the plugin is configured with (docusaurus.config.ts: searchBarShortcutKeymap "mod+k"). */
export function isSearchShortcut(
  e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>,
  mac: boolean,
): boolean {
  const mod = mac ? e.metaKey : e.ctrlKey
  return mod && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k'
}

/** The hint keys shown in the box, as the plugin shows them. */
export function shortcutHints(mac: boolean): string[] {
  return [mac ? '⌘' : 'ctrl', 'K']
}

export function isMacPlatform(nav: Pick<Navigator, 'platform' | 'userAgent'> | undefined): boolean {
  if (!nav) return false
  return /mac|iphone|ipad|ipod/i.test(nav.platform || nav.userAgent || '')
}

/** What the stand-in held when the real bar replaced it. */
export interface CarriedState {
  value: string
  focused: boolean
  selectionStart: number | null
}

export function readCarriedState(input: HTMLInputElement | null): CarriedState | null {
  if (!input) return null
  return {
    value: input.value,
    focused: input.ownerDocument.activeElement === input,
    selectionStart: input.selectionStart,
  }
}

/**
 * Gives the real input the stand-in's focus (which makes the plugin load its index). Run as soon as the real input is
 * in the page, so no key press lands nowhere.
 */
export function carryFocus(input: HTMLInputElement, state: CarriedState | null): void {
  if (!state?.focused) return
  input.focus({ preventScroll: true })
}

/**
 * Gives the real input the text typed into the stand-in, through the native value setter and an input event (so the
 * plugin's React state sees it as typing), then puts the caret where it was. Run after the plugin's own start-up has
 * reset the box (it writes the page's highlight keywords, usually none, one task after it mounts).
 */
export function carryText(input: HTMLInputElement, state: CarriedState | null): void {
  if (!state?.value) return
  const typedSince = input.value
  const value = state.value + typedSince
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input), 'value')?.set
  if (setter) setter.call(input, value)
  else input.value = value
  input.dispatchEvent(new Event('input', { bubbles: true }))
  if (input.ownerDocument.activeElement === input) {
    const at = (state.selectionStart ?? state.value.length) + typedSince.length
    try {
      input.setSelectionRange(at, at)
    } catch {
      /* not a text input */
    }
  }
}
