/** A search box in the chart's nav area listing real people; choosing one makes them main. */
import type { Datum } from '../data/types'
import type { Store } from '../store/types'
import { connectedIds } from '../data/connected'
import { displayText } from '../data/display-text'
import { isPlaceholder, isUnknownPerson } from '../data/markers'

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

let instanceCount = 0

/**
 * The person search box of Chart.setPersonDropdown, for a container of your own; returns `{ update, destroy }`.
 * @since next
 */
export function createPersonDropdown({
  cont,
  store,
  getLabel,
  onSelect,
  placeholder = 'Search',
  search,
}: PersonDropdownOptions) {
  const listId = `f3-person-list-${++instanceCount}`
  const root = document.createElement('div')
  // f3-autocomplete-*: the classes of the 0.8 / 0.9 search box, which page code and CSS select.
  root.className = 'f3-person-dropdown f3-autocomplete-cont'
  const input = document.createElement('input')
  input.type = 'search'
  input.className = 'f3-person-search'
  input.placeholder = placeholder
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)
  input.setAttribute('aria-label', placeholder)
  const list = document.createElement('ul')
  list.id = listId
  list.className = 'f3-person-list f3-autocomplete-items'
  list.setAttribute('role', 'listbox')
  list.hidden = true
  root.append(input, list)
  cont.append(root)

  let shown: PersonOption[] = []
  let active = -1
  let closeTimer: ReturnType<typeof setTimeout> | undefined

  // Answers of the search callback: the latest text's answer is listed, older ones are dropped.
  let remote: { text: string; options: PersonOption[] } | null = null
  let asked = ''
  let failed = ''
  const optionsFor = (text: string): PersonOption[] | null => {
    const q = text.trim()
    if (!q || !search) return null
    if (remote?.text === q) return remote.options
    if (asked !== q) {
      const answer = search(q)
      if (!answer) return null
      asked = q
      answer.then(
        (people) => {
          if (asked !== q) return
          remote = {
            text: q,
            options: people.map((d) => ({ id: d.id, label: displayText(getLabel(d)), connected: true })),
          }
          if (!list.hidden) render()
        },
        (error) => {
          console.error('family-chart: person search failed', error)
          if (asked !== q) return
          failed = q
          if (!list.hidden) render()
        },
      )
    }
    return remote?.options ?? []
  }
  const searching = () => !!asked && asked === input.value.trim() && remote?.text !== asked && failed !== asked
  const render = () => {
    const all =
      optionsFor(input.value) ??
      filterPersonOptions(personOptions(store.getData(), store.getMainId(), getLabel), input.value)
    shown = all.slice(0, MAX_SHOWN)
    list.replaceChildren(
      ...shown.map((o, i) => {
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
          flag.textContent = ' (not connected)'
          li.append(flag)
        }
        // Chosen on mousedown (the input keeps focus); a click without one (page code's item.click()) chooses too.
        li.addEventListener('mousedown', (e) => {
          e.preventDefault()
          choose(i)
        })
        li.addEventListener('click', () => {
          if (!list.hidden) choose(i)
        })
        return li
      }),
    )
    if (all.length > shown.length) {
      const more = document.createElement('li')
      more.className = 'f3-person-more'
      more.textContent = `${all.length - shown.length} more, keep typing`
      list.append(more)
    }
    if (!shown.length) {
      const none = document.createElement('li')
      none.className = 'f3-person-more'
      // While the search callback has not answered the text typed, an empty list means "not yet", not "no one".
      const q = input.value.trim()
      none.textContent = searching() ? 'Searching…' : failed && failed === q ? 'The search failed' : 'No match'
      list.append(none)
    }
    input.setAttribute('aria-activedescendant', active >= 0 ? `${listId}-${active}` : '')
  }
  const open = () => {
    clearTimeout(closeTimer)
    list.hidden = false
    input.setAttribute('aria-expanded', 'true')
    render()
  }
  const close = () => {
    list.hidden = true
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
      if (list.hidden) open()
      const n = shown.length
      if (!n) return
      active = e.key === 'ArrowDown' ? (active + 1) % n : (active - 1 + n) % n
      render()
    } else if (e.key === 'Enter') {
      if (active >= 0) choose(active)
      else if (shown.length === 1) choose(0)
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
  input.addEventListener('focus', open)
  input.addEventListener('input', onInput)
  input.addEventListener('keydown', onKey)
  input.addEventListener('blur', onBlur)

  return {
    update: () => {
      if (!list.hidden) render()
    },
    destroy() {
      clearTimeout(closeTimer)
      input.removeEventListener('focus', open)
      input.removeEventListener('input', onInput)
      input.removeEventListener('keydown', onKey)
      input.removeEventListener('blur', onBlur)
      root.remove()
    },
  }
}
