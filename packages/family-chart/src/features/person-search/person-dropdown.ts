/** A search box in the chart's nav area listing real people; choosing one makes them main. */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'
import { connectedIds } from '../../data/connected'
import { displayText } from '../../data/display-text'
import { isPlaceholder, isUnknownPerson } from '../../data/markers'
import type { Say } from '../../data/say'
import { uniqueId } from '../../ui/unique-id'

export const DROPDOWN_CLOSE_DELAY_MS = 200
const MAX_SHOWN = 200

export interface PersonDropdownOptions {
  cont: HTMLElement
  store: Store
  getLabel: (d: Datum) => string
  onSelect: (id: string) => void
  placeholder?: string
  /**
   * Searches elsewhere (a chart's data source): for a typed text, the people it resolves to are listed instead of the
   * chart's own; undefined searches the chart's people.
   */
  search?: (text: string) => Promise<Datum[]> | undefined
}

/**
 * One person in the search's list: the id, the label shown, and whether the person is connected to the main person
 * (those who are not are flagged in the list).
 * @since next
 */
export interface PersonOption {
  id: string
  label: string
  connected: boolean
}

/** Real people only (no placeholders), each once, flagged when not connected to the main person. @since next */
export function personOptions(data: Datum[], mainId: string, getLabel: (d: Datum) => string): PersonOption[] {
  const connected = connectedIds(data, mainId)
  const seen = new Set<string>()
  const out: PersonOption[] = []
  for (const d of data) {
    if (!d || typeof d.id !== 'string' || seen.has(d.id) || isPlaceholder(d) || isUnknownPerson(d)) continue
    seen.add(d.id)
    out.push({ id: d.id, label: displayText(getLabel(d)), connected: connected.has(d.id) })
  }
  return out
}

/** The options whose label contains the query, ignoring case. @since next */
export function filterPersonOptions(options: PersonOption[], query: string): PersonOption[] {
  const q = query.trim().toLowerCase()
  return q ? options.filter((o) => o.label.toLowerCase().includes(q)) : options
}

/**
 * What the status line under the list says: how many more, no match, a search under way or one that failed; in the
 * chart's words (`say`) or English.
 */
export function searchStatusText(
  state: { listed: number; total: number; searching: boolean; failed: boolean },
  say?: Say,
): string {
  if (state.failed) return say?.('search.failed') ?? 'Search failed. Press Enter to try again.'
  if (state.searching && !state.listed) return say?.('search.searching') ?? 'Searching…'
  if (!state.total) return say?.('search.noMatch') ?? 'No match'
  const more = state.total - state.listed
  if (more > 0) return say?.('search.more', { count: more }) ?? `${more} more, keep typing`
  return ''
}

/**
 * The person search box of Chart.setPersonDropdown, for a container of your own; returns `{ update, destroy }`.
 * @since next
 */
export function createPersonDropdown({
  cont,
  store,
  getLabel,
  onSelect,
  placeholder: ownPlaceholder,
  search,
}: PersonDropdownOptions) {
  const say = () => store.state.say
  const listId = uniqueId('f3-person-list')
  const root = document.createElement('div')
  // f3-autocomplete-*: the classes of the 0.8 / 0.9 search box, which page code and CSS select.
  root.className = 'f3-person-dropdown f3-autocomplete-cont'
  const input = document.createElement('input')
  input.type = 'search'
  input.className = 'f3-person-search'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)
  // The popup holds the listbox (options only, as a listbox must) and a status line read out politely.
  const popup = document.createElement('div')
  popup.className = 'f3-person-popup'
  popup.hidden = true
  const list = document.createElement('ul')
  list.id = listId
  list.className = 'f3-person-list f3-autocomplete-items'
  list.setAttribute('role', 'listbox')
  const status = document.createElement('div')
  status.className = 'f3-person-more f3-person-status'
  status.setAttribute('role', 'status')
  const statusText = document.createElement('span')
  const retry = document.createElement('button')
  retry.type = 'button'
  retry.className = 'f3-person-retry'
  retry.hidden = true
  // The words that do not change with what is typed: said again when the chart's language changes (update).
  const sayLabels = () => {
    const placeholder = ownPlaceholder ?? say()?.('search.placeholder') ?? 'Search'
    input.placeholder = placeholder
    input.setAttribute('aria-label', placeholder)
    list.setAttribute('aria-label', placeholder)
    retry.textContent = say()?.('action.retry') ?? 'Retry'
  }
  sayLabels()
  status.append(statusText, retry)
  popup.append(list, status)
  root.append(input, popup)
  cont.append(root)

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
  input.addEventListener('focus', open)
  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKey)
  input.addEventListener('blur', onBlur)
  retry.addEventListener('mousedown', onRetryDown)
  retry.addEventListener('click', retrySearch)

  return {
    update: () => {
      sayLabels()
      if (!popup.hidden) render()
    },
    destroy() {
      clearTimeout(closeTimer)
      input.removeEventListener('focus', open)
      input.removeEventListener('input', onInput)
      input.removeEventListener('keydown', onKey)
      input.removeEventListener('blur', onBlur)
      retry.removeEventListener('mousedown', onRetryDown)
      retry.removeEventListener('click', retrySearch)
      root.remove()
    },
  }
}
