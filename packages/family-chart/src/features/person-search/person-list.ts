/**
 * The working half of the person search box (person-dropdown.ts): the list of matching people, the keys that move
 * through it, the data source's search and its status line. Loaded on first use (load-list.ts).
 */
import type { Datum } from '../../data/types'
import { displayText } from '../../data/display-text'
import { filterPersonOptions, personOptions, searchStatusText, type PersonOption } from './person-options'
import type { PersonBox, PersonListOptions } from './person-box'

export const DROPDOWN_CLOSE_DELAY_MS = 200
const MAX_SHOWN = 200

/** A key the list acts on: a KeyboardEvent, or one pressed before the list arrived. */
export type ListKey = Pick<KeyboardEvent, 'key' | 'preventDefault'>

/** Asks the data source's search and keeps only the latest text's answer; `rendered` redraws when one arrives. */
function remoteSearch(search: PersonListOptions['search'], getLabel: (d: Datum) => string, rendered: () => void) {
  let remote: { text: string; options: PersonOption[] } | null = null
  const state = { asked: '', failed: '' }
  const ask = (q: string) => {
    const answer = search?.(q)
    if (!answer) return false
    state.asked = q
    state.failed = ''
    answer.then(
      (people) => {
        if (state.asked !== q) return
        remote = {
          text: q,
          options: people.map((d) => ({ id: d.id, label: displayText(getLabel(d)), connected: true })),
        }
        rendered()
      },
      (error) => {
        if (state.asked !== q) return
        state.failed = q
        console.error('family-chart: person search failed', error)
        rendered()
      },
    )
    return true
  }
  return {
    state,
    answered: (q: string) => remote?.text === q,
    optionsFor(text: string): PersonOption[] | null {
      const q = text.trim()
      if (!q || !search) return null
      if (remote?.text === q) return remote.options
      if (state.asked !== q && !ask(q)) return null
      return []
    },
    retry() {
      const q = state.failed
      state.asked = ''
      if (q) ask(q)
    },
  }
}

/** One person in the list: chosen on mousedown (the input keeps focus) or by a click without one (page code). */
function optionItem(
  box: PersonBox,
  o: PersonOption,
  i: number,
  active: number,
  notConnected: string,
  choose: (i: number) => void,
) {
  const li = document.createElement('li')
  li.setAttribute('role', 'option')
  li.id = `${box.list.id}-${i}`
  li.className =
    'f3-person-option f3-autocomplete-item' +
    (o.connected ? '' : ' f3-not-connected') +
    (i === active ? ' f3-active f3-selected' : '')
  li.setAttribute('aria-selected', String(i === active))
  li.textContent = o.label
  if (!o.connected) {
    const flag = document.createElement('span')
    flag.className = 'f3-not-connected-label'
    flag.textContent = notConnected
    li.append(flag)
  }
  li.addEventListener('mousedown', (e) => {
    e.preventDefault()
    choose(i)
  })
  li.addEventListener('click', () => {
    if (!box.popup.hidden) choose(i)
  })
  return li
}

/** Brings the box to life: the list opens on focus and typing, keys move through it, choosing calls onSelect. */
export function attachPersonList(box: PersonBox, { store, getLabel, onSelect, search, say }: PersonListOptions) {
  const { input, popup, list, status, statusText, retry } = box
  let shown: PersonOption[] = []
  let active = -1
  let closeTimer: ReturnType<typeof setTimeout> | undefined
  const source = remoteSearch(search, getLabel, () => {
    if (!popup.hidden) render()
  })
  const render = () => {
    const q = input.value.trim()
    const all =
      source.optionsFor(input.value) ??
      filterPersonOptions(personOptions(store.getData(), store.getMainId(), getLabel), input.value)
    shown = all.slice(0, MAX_SHOWN)
    const notConnected = say()?.('search.notConnected') ?? ' (not connected)'
    list.replaceChildren(...shown.map((o, i) => optionItem(box, o, i, active, notConnected, choose)))
    list.hidden = !shown.length
    const isFailed = !!q && source.state.failed === q
    const searching = !!q && source.state.asked === q && !source.answered(q) && !isFailed
    statusText.textContent = searchStatusText(
      { listed: shown.length, total: all.length, searching, failed: isFailed },
      say(),
    )
    retry.hidden = !isFailed
    status.hidden = !statusText.textContent
    input.setAttribute('aria-activedescendant', active >= 0 ? `${list.id}-${active}` : '')
  }
  const open = () => {
    clearTimeout(closeTimer)
    popup.hidden = false
    input.setAttribute('aria-expanded', 'true')
    render()
  }
  const close = () => {
    popup.hidden = true
    active = -1
    input.setAttribute('aria-expanded', 'false')
  }
  const choose = (i: number) => {
    const o = shown[i]
    if (!o) return
    input.value = ''
    close()
    onSelect(o.id)
  }
  const retrySearch = () => {
    source.retry()
    render()
  }
  const onKey = (e: ListKey) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (popup.hidden) open()
      const n = shown.length
      if (!n) return
      active = e.key === 'ArrowDown' ? (active + 1) % n : (active - 1 + n) % n
      render()
    } else if (e.key === 'Enter') {
      if (active >= 0) choose(active)
      else if (shown.length === 1) choose(0)
      else if (source.state.failed && source.state.failed === input.value.trim()) retrySearch()
    } else if (e.key === 'Escape') {
      close()
    }
  }
  const onInput = () => {
    active = -1
    open()
  }
  const onBlur = () => {
    closeTimer = setTimeout(close, DROPDOWN_CLOSE_DELAY_MS)
  }
  // The retry button keeps the input's focus (mousedown), so the list stays open while the search runs again.
  const onRetryDown = (e: MouseEvent) => e.preventDefault()
  const listeners: [EventTarget, string, (e: never) => void][] = [
    [input, 'focus', open],
    [input, 'input', onInput],
    [input, 'keydown', onKey],
    [input, 'blur', onBlur],
    [retry, 'mousedown', onRetryDown],
    [retry, 'click', retrySearch],
  ]
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener as EventListener)

  return {
    open,
    key: onKey,
    update: () => {
      if (!popup.hidden) render()
    },
    destroy() {
      clearTimeout(closeTimer)
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener as EventListener)
    },
  }
}
