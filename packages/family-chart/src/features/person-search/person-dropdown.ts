/** A search box in the chart's nav area listing real people; choosing one makes them main. */
import { uniqueId } from '../../ui/unique-id'
import { searchBehaviour } from './load-behaviour'
import type { PersonDropdownOptions, SearchBehaviour, SearchBox } from './search-box'

/**
 * The person search box of Chart.setPersonDropdown, for a container of your own; returns `{ update, destroy }`.
 * @since next
 */
export function createPersonDropdown(options: PersonDropdownOptions) {
  const { cont, store, placeholder: ownPlaceholder } = options
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

  const box: SearchBox = { input, popup, list, status, statusText, retry, listId }
  // What the box does arrives on first use, asked for now: in practice before anyone reaches the box.
  let behaviour: SearchBehaviour | null = null
  let destroyed = false
  searchBehaviour.run((part) => {
    if (!destroyed) behaviour = part.setupSearch(box, options)
  })

  return {
    update: () => {
      sayLabels()
      behaviour?.update()
    },
    destroy() {
      destroyed = true
      behaviour?.destroy()
      root.remove()
    },
  }
}
