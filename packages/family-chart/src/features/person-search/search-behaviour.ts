/**
 * What the person search box does: its list of matches, the keys that move through it, the search of a data source
 * and choosing a person. Loaded on first use (load-behaviour.ts): the box itself is drawn at once by
 * createPersonDropdown, and this part takes it over as it arrives, listing what was typed meanwhile.
 */
import { displayText } from '../../data/display-text'
import { filterPersonOptions, personOptions, type PersonOption } from './person-options'
import { searchStatusText } from './search-status'
import { DROPDOWN_CLOSE_DELAY_MS, type PersonDropdownOptions, type SearchBehaviour, type SearchBox } from './search-box'

const MAX_SHOWN = 200

/** Makes the box search: returns `update` (the list said again, in the chart's language) and `destroy`. */
export function setupSearch(
  box: SearchBox,
  { store, getLabel, onSelect, search }: PersonDropdownOptions,
): SearchBehaviour {
  const { input, popup, list, status, statusText, retry, listId } = box
  const say = () => store.state.say
  let shown: PersonOption[] = []
  let active = -1
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  // Answers of the search callback: the latest text's answer is listed, older ones are dropped.
  let remote: { text: string; options: PersonOption[] } | null = null
  let asked = ''
  let failed = ''
  const ask = (q: string) => {
    const answer = search?.(q)
    if (!answer) return false
    asked = q
    failed = ''
    answer.then(
      (people) => {
        if (asked !== q) return
        remote = {
          text: q,
          options: people.map((d) => ({ id: d.id, label: displayText(getLabel(d)), connected: true })),
        }
        if (!popup.hidden) render()
      },
      (error) => {
        if (asked !== q) return
        failed = q
        console.error('family-chart: person search failed', error)
        if (!popup.hidden) render()
      },
    )
    return true
  }
  const optionsFor = (text: string): PersonOption[] | null => {
    const q = text.trim()
    if (!q || !search) return null
    if (remote?.text === q) return remote.options
    if (asked !== q && !ask(q)) return null
    return []
  }
  const retrySearch = () => {
    const q = failed
    asked = ''
    if (q) ask(q)
    render()
  }
  const optionItem = (o: PersonOption, i: number) => {
    const li = document.createElement('li')
    li.setAttribute('role', 'option')
    li.id = `${listId}-${i}`
    li.className =
      'f3-person-option f3-autocomplete-item' +
      (o.connected ? '' : ' f3-not-connected') +
      (i === active ? ' f3-active f3-selected' : '')
    li.setAttribute('aria-selected', String(i === active))
    li.textContent = o.label
    if (!o.connected) {
      const flag = document.createElement('span')
      flag.className = 'f3-not-connected-label'
      flag.textContent = say()?.('search.notConnected') ?? ' (not connected)'
      li.append(flag)
    }
    // Chosen on mousedown (the input keeps focus); a click without one (page code's item.click()) chooses too.
    li.addEventListener('mousedown', (e) => {
      e.preventDefault()
      choose(i)
    })
    li.addEventListener('click', () => {
      if (!popup.hidden) choose(i)
    })
    return li
  }
  const render = () => {
    const q = input.value.trim()
    const all =
      optionsFor(input.value) ??
      filterPersonOptions(personOptions(store.getData(), store.getMainId(), getLabel), input.value)
    shown = all.slice(0, MAX_SHOWN)
    list.replaceChildren(...shown.map(optionItem))
    list.hidden = !shown.length
    const isFailed = !!q && failed === q
    const searching = !!q && asked === q && remote?.text !== q && !isFailed
    statusText.textContent = searchStatusText(
      { listed: shown.length, total: all.length, searching, failed: isFailed },
      say(),
    )
    retry.hidden = !isFailed
    status.hidden = !statusText.textContent
    input.setAttribute('aria-activedescendant', active >= 0 ? `${listId}-${active}` : '')
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
  const onKey = (e: KeyboardEvent) => {
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
      else if (failed && failed === input.value.trim()) retrySearch()
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
  const listeners: [HTMLElement, string, EventListener][] = [
    [input, 'focus', open],
    [input, 'input', onInput],
    [input, 'keydown', onKey as EventListener],
    [input, 'blur', onBlur],
    [retry, 'mousedown', onRetryDown as EventListener],
    [retry, 'click', retrySearch],
  ]
  for (const [target, type, listener] of listeners) target.addEventListener(type, listener)

  // Focus that came before this part (a Tab into the box, a tap) opens the list at once, with what was typed.
  if (input.ownerDocument.activeElement === input) open()

  return {
    update: () => {
      if (!popup.hidden) render()
    },
    destroy() {
      clearTimeout(closeTimer)
      for (const [target, type, listener] of listeners) target.removeEventListener(type, listener)
    },
  }
}
