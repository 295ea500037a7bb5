/** Private-cards demo: who is shown as an anonymous card. */
import type { Datum } from 'family-chart'

/** Values of the `living` field: '1' living, '0' deceased. */
export const LIVING_OPTIONS = [
  { value: '1', label: 'Living' },
  { value: '0', label: 'Deceased' },
]

/** Living people (`data.living === '1'`) are private: grey, anonymous cards whose details stay hidden. */
export function isPrivatePerson(d: Datum | undefined): boolean {
  return d?.data?.living === '1'
}
