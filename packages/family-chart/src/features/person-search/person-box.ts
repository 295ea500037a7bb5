/** The person search box's elements and options, shared by its eager half (person-dropdown.ts) and its list. */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'
import type { Say } from '../../data/say'

/** The elements of the box, made at once so the page finds its hooks (0.9's classes) before the list loads. */
export interface PersonBox {
  root: HTMLDivElement
  input: HTMLInputElement
  popup: HTMLDivElement
  list: HTMLUListElement
  status: HTMLDivElement
  statusText: HTMLSpanElement
  retry: HTMLButtonElement
}

/** What the list needs besides the elements. */
export interface PersonListOptions {
  store: Store
  getLabel: (d: Datum) => string
  onSelect: (id: string) => void
  search?: (text: string) => Promise<Datum[]> | undefined
  say: () => Say | undefined
}
