/** @jest-environment jsdom */
import { installSearchFocusGuard, isFocusIntentKey } from './search-focus-guard'

function page() {
  document.body.innerHTML = `
    <div class="navbar__search"><input class="navbar__search-input" aria-label="Search"></div>
    <div id="chart"><div class="card" tabindex="0">George</div></div>`
  return {
    search: document.querySelector<HTMLInputElement>('.navbar__search-input')!,
    card: document.querySelector<HTMLElement>('.card')!,
  }
}

describe('search focus guard', () => {
  let remove: () => void
  beforeEach(() => {
    remove = installSearchFocusGuard(document)
  })
  afterEach(() => remove())

  it('sends focus back when the search box takes it without being asked (its index finished loading)', () => {
    const { search, card } = page()
    card.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowUp', bubbles: true }))
    search.focus()
    expect(document.activeElement).toBe(card)
  })

  it('lets focus in on Tab, on a pointer press on the search bar and on the shortcut keys', () => {
    const { search, card } = page()
    card.focus()
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    search.focus()
    expect(document.activeElement).toBe(search)

    card.focus()
    search.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    search.focus()
    expect(document.activeElement).toBe(search)

    card.focus()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, bubbles: true }))
    search.focus()
    expect(document.activeElement).toBe(search)
  })

  it('uses a request once: a later unasked focus of the box is sent back', () => {
    const { search, card } = page()
    card.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }))
    card.focus()
    search.focus()
    expect(document.activeElement).toBe(card)
  })

  it('lets the box take focus back when focus was nowhere (the plugin re-inserted the box as it set up)', () => {
    const { search } = page()
    search.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    search.focus()
    search.remove()
    document.querySelector('.navbar__search')!.append(search)
    expect(document.activeElement).toBe(document.body)
    search.focus()
    expect(document.activeElement).toBe(search)
  })

  it('names the keys that ask for the search box', () => {
    expect(isFocusIntentKey({ key: 'Tab', ctrlKey: false, metaKey: false })).toBe(true)
    expect(isFocusIntentKey({ key: 'K', ctrlKey: false, metaKey: true })).toBe(true)
    expect(isFocusIntentKey({ key: 'ArrowUp', ctrlKey: false, metaKey: false })).toBe(false)
    expect(isFocusIntentKey({ key: 'k', ctrlKey: false, metaKey: false })).toBe(false)
  })
})
