/** The person search box's parts: its options, its elements and what its behaviour gives back. */
import type { Datum } from '../../data/types'
import type { Store } from '../../store/types'

export const DROPDOWN_CLOSE_DELAY_MS = 200

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

/** The elements of the search box, which its behaviour (search-behaviour.ts) drives. */
export interface SearchBox {
  input: HTMLInputElement
  popup: HTMLElement
  list: HTMLElement
  status: HTMLElement
  statusText: HTMLElement
  retry: HTMLButtonElement
  listId: string
}

/** The box's behaviour once attached: the list said again (`update`) and its listeners removed (`destroy`). */
export interface SearchBehaviour {
  update(): void
  destroy(): void
}
