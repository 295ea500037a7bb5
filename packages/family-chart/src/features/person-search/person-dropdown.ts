/**
 * A search box in the chart's nav area listing real people; choosing one makes them main. The box is made at once;
 * its list (person-list.ts) is loaded on first focus or keystroke, or in idle time before.
 */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'
import { idleScheduler } from '../../schedule/idle-scheduler'
import type { PersonBox } from './person-box'
import { personListPart } from './load-list'
import type { ListKey, attachPersonList } from './person-list'

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

let instanceCount = 0

const element = <K extends keyof HTMLElementTagNameMap>(tag: K, className: string) => {
  const el = document.createElement(tag)
  el.className = className
  return el
}

/** The box's elements, with 0.9's classes and the combobox roles. */
function personBox(): PersonBox {
  const listId = `f3-person-list-${++instanceCount}`
  // f3-autocomplete-*: the classes of the 0.8 / 0.9 search box, which page code and CSS select.
  const root = element('div', 'f3-person-dropdown f3-autocomplete-cont')
  const input = element('input', 'f3-person-search')
  input.type = 'search'
  input.setAttribute('role', 'combobox')
  input.setAttribute('aria-autocomplete', 'list')
  input.setAttribute('aria-expanded', 'false')
  input.setAttribute('aria-controls', listId)
  // The popup holds the listbox (options only, as a listbox must) and a status line read out politely.
  const popup = element('div', 'f3-person-popup')
  popup.hidden = true
  const list = element('ul', 'f3-person-list f3-autocomplete-items')
  list.id = listId
  list.setAttribute('role', 'listbox')
  const status = element('div', 'f3-person-more f3-person-status')
  status.setAttribute('role', 'status')
  const statusText = element('span', '')
  const retry = element('button', 'f3-person-retry')
  retry.type = 'button'
  retry.hidden = true
  status.append(statusText, retry)
  popup.append(list, status)
  root.append(input, popup)
  return { root, input, popup, list, status, statusText, retry }
}

/**
 * The person search box of Chart.setPersonDropdown, for a container of your own; returns `{ update, destroy }`.
 * @since next
 */
export function createPersonDropdown({ cont, placeholder: ownPlaceholder, ...options }: PersonDropdownOptions) {
  const say = () => options.store.state.say
  const box = personBox()
  const { input, list, retry } = box
  // The words that do not change with what is typed: said again when the chart's language changes (update).
  const sayLabels = () => {
    const placeholder = ownPlaceholder ?? say()?.('search.placeholder') ?? 'Search'
    input.placeholder = placeholder
    input.setAttribute('aria-label', placeholder)
    list.setAttribute('aria-label', placeholder)
    retry.textContent = say()?.('action.retry') ?? 'Retry'
  }
  sayLabels()
  cont.append(box.root)

  let attached: ReturnType<typeof attachPersonList> | null = null
  let destroyed = false
  // Keys pressed before the list arrived (arrows, Enter, Escape), carried out when it does; typed text is in the box.
  const pending: ListKey[] = []
  const attach = () =>
    personListPart.run((part) => {
      if (destroyed || attached) return
      stopWaiting()
      attached = part.attachPersonList(box, { ...options, say })
      if (input.ownerDocument.activeElement === input) attached.open()
      for (const key of pending.splice(0)) attached.key(key)
    })
  const onKeyBeforeList = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') e.preventDefault()
    pending.push({ key: e.key, preventDefault() {} })
    attach()
  }
  const stopWaiting = () => {
    cancelPreload()
    input.removeEventListener('focus', attach)
    input.removeEventListener('input', attach)
    input.removeEventListener('keydown', onKeyBeforeList)
  }
  input.addEventListener('focus', attach)
  input.addEventListener('input', attach)
  input.addEventListener('keydown', onKeyBeforeList)
  const cancelPreload = idleScheduler().schedule(attach)
  // Already in the bundle (script-tag and CommonJS builds, or loaded by an earlier box): the box works at once.
  if (personListPart.ready()) attach()

  return {
    update: () => {
      sayLabels()
      attached?.update()
    },
    destroy() {
      destroyed = true
      stopWaiting()
      attached?.destroy()
      box.root.remove()
    },
  }
}
