/** The person search feature: a search box over the chart's people (Chart.setPersonDropdown). */
import type { Datum } from '../../data/types'
import { defineFeature, type Feature } from '../../chart/plug'
import { createPersonDropdown } from './person-dropdown'

/** Where the search box goes and what choosing a person does. @since next */
export interface PersonDropdownOptions {
  /** Where the box goes (default the chart's nav area). */
  cont?: HTMLElement
  /** What choosing a person does instead of making them main. */
  onSelect?: (id: string) => void
  /** The box's placeholder (default 'Search'). */
  placeholder?: string
}

/** What the person search adds to a chart. @since next */
export interface PersonSearchMethods {
  /**
   * Adds a search box listing every person. Choosing one opens their form (when the chart has an edit tree) and makes
   * them main, or calls `onSelect(id)` instead. In the chart's nav area (the default), the box takes the top of the
   * chart: the tree is fitted and centred below it. So do other controls you put in that area. With a data source
   * that can search (`setDataSource`), typed text is looked up there.
   * @param getLabel - The text of a person in the list; it is shown as text. A private person is listed by the words
   *   on their card.
   * @example
   * ```js
   * f3Chart.setPersonDropdown((d) => `${d.data['first name'] || ''} ${d.data['last name'] || ''}`.trim())
   * ```
   * @since 0.8.0
   */
  setPersonDropdown(getLabel: (d: Datum) => string, options?: PersonDropdownOptions): this
  /** Removes the search box added by setPersonDropdown. @since 0.8.0 */
  unSetPersonSearch(): this
}

/** A source's search, which the data source feature provides under this name. */
export const SEARCH_SLOT = 'search'

interface PersonSearchPart {
  host: Parameters<Feature['setup']>[0]
  dropdown: ReturnType<typeof createPersonDropdown> | null
  update(): void
  destroy(): void
}

/** The person search: `chart.use(personSearch)`, then `chart.setPersonDropdown(...)`. @since next */
export const personSearch: Feature<PersonSearchMethods> = defineFeature<PersonSearchPart, PersonSearchMethods>({
  name: 'person-search',
  setup(host) {
    // The published chart's field: the search box made by setPersonDropdown, or null.
    const chart = host.chart as { personSearch: PersonSearchPart['dropdown'] }
    chart.personSearch = null
    const part: PersonSearchPart = {
      host,
      dropdown: null,
      update: () => part.dropdown?.update(),
      destroy() {
        part.dropdown?.destroy()
        part.dropdown = chart.personSearch = null
      },
    }
    return part
  },
  methods: {
    setPersonDropdown(part, getLabel, { cont, onSelect, placeholder } = {}) {
      const { host } = part
      part.dropdown?.destroy()
      part.dropdown = (host.chart as { personSearch: unknown }).personSearch = createPersonDropdown({
        cont: cont ?? host.dom.nav,
        store: host.store,
        getLabel: (d) => host.nameOf(d, getLabel),
        placeholder,
        search: (text) => host.provided<(text: string) => Promise<Datum[]> | undefined>(SEARCH_SLOT)?.(text),
        // Without onSelect, as in 0.8 / 0.9: the person's form opens (when there is an edit tree) and they become
        // main. Choosers of other features come first ("How are we related?" waiting for its second person).
        onSelect: (id) => host.choose(id, onSelect),
      })
      return host.chart as never
    },
    unSetPersonSearch(part) {
      part.destroy()
      return part.host.chart as never
    },
  },
})
