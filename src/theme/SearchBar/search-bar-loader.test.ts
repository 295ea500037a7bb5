/** @jest-environment jsdom */
import {
  carryFocus,
  carryText,
  isMacPlatform,
  isSearchShortcut,
  readCarriedState,
  shortcutHints,
} from './search-bar-loader'

const key = (k: string, mods: Partial<KeyboardEvent> = {}) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...mods,
})

describe('search bar shortcut', () => {
  it('is Ctrl+K elsewhere and ⌘+K on a Mac, nothing else', () => {
    expect(isSearchShortcut(key('k', { ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(key('K', { ctrlKey: true }), false)).toBe(true)
    expect(isSearchShortcut(key('k', { metaKey: true }), false)).toBe(false)
    expect(isSearchShortcut(key('k', { metaKey: true }), true)).toBe(true)
    expect(isSearchShortcut(key('k', { ctrlKey: true, shiftKey: true }), false)).toBe(false)
    expect(isSearchShortcut(key('k'), false)).toBe(false)
    expect(isSearchShortcut(key('j', { ctrlKey: true }), false)).toBe(false)
  })

  it('shows the hint keys the plugin shows', () => {
    expect(shortcutHints(false)).toEqual(['ctrl', 'K'])
    expect(shortcutHints(true)).toEqual(['⌘', 'K'])
    expect(isMacPlatform({ platform: 'MacIntel', userAgent: '' })).toBe(true)
    expect(isMacPlatform({ platform: 'Linux x86_64', userAgent: '' })).toBe(false)
    expect(isMacPlatform(undefined)).toBe(false)
  })
})

describe('carrying the stand-in over to the real input', () => {
  it('moves the typed text (as an input event) and the focus', () => {
    document.body.innerHTML = '<input id="stand-in"><input id="real">'
    const standIn = document.getElementById('stand-in') as HTMLInputElement
    const real = document.getElementById('real') as HTMLInputElement
    standIn.focus()
    standIn.value = 'Eliza'
    const state = readCarriedState(standIn)
    expect(state).toEqual({ value: 'Eliza', focused: true, selectionStart: 5 })
    const typed: string[] = []
    real.addEventListener('input', () => typed.push(real.value))
    standIn.remove()
    carryFocus(real, state)
    expect(document.activeElement).toBe(real)
    carryText(real, state)
    expect(real.value).toBe('Eliza')
    expect(typed).toEqual(['Eliza'])
    expect(real.selectionStart).toBe(5)
  })

  it('leaves the real input alone when nothing was typed or focused', () => {
    document.body.innerHTML = '<input id="stand-in"><button id="b">b</button><input id="real">'
    const standIn = document.getElementById('stand-in') as HTMLInputElement
    const button = document.getElementById('b') as HTMLButtonElement
    const real = document.getElementById('real') as HTMLInputElement
    button.focus()
    const typed: string[] = []
    real.addEventListener('input', () => typed.push(real.value))
    carryFocus(real, readCarriedState(standIn))
    carryText(real, readCarriedState(standIn))
    expect(typed).toEqual([])
    expect(document.activeElement).toBe(button)
    carryText(real, null)
    expect(real.value).toBe('')
  })

  it('keeps what was typed into the real input before the text came over, after the carried text', () => {
    document.body.innerHTML = '<input id="real">'
    const real = document.getElementById('real') as HTMLInputElement
    real.focus()
    real.value = ' tree'
    carryText(real, { value: 'Basic', focused: true, selectionStart: 5 })
    expect(real.value).toBe('Basic tree')
    expect(real.selectionStart).toBe(10)
  })
})
