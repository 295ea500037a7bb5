/** The name to show for a person of the loaded chart data, or the id when the person is not loaded. */
import type { Data } from 'family-chart'

export function personLabel(data: Data | null, id: string): string {
  const label = data?.find((datum) => datum.id === id)?.data.label
  return typeof label === 'string' && label ? label : id
}
