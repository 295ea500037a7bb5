/** `family-chart/search`: the person search box (Chart.setPersonDropdown). */
export { personSearch, type PersonSearchMethods, type PersonDropdownOptions } from '../features/person-search/feature'
export { personOptions, filterPersonOptions, type PersonOption } from '../features/person-search/person-options'
