/** The attributes of <family-chart> and the settings they stand for: text, numbers and on/off flags. */
import type { ChartSettings } from '../shared/settings'

type Kind = 'text' | 'number' | 'flag'

/** attribute name → [setting, kind of value]. */
export const ATTRIBUTES: Record<string, [keyof ChartSettings, Kind]> = {
  'main-id': ['mainId', 'text'],
  'chart-type': ['chartType', 'text'],
  'card-style': ['cardStyle', 'text'],
  orientation: ['orientation', 'text'],
  'card-x-spacing': ['cardXSpacing', 'number'],
  'card-y-spacing': ['cardYSpacing', 'number'],
  'transition-time': ['transitionTime', 'number'],
  'ancestry-depth': ['ancestryDepth', 'number'],
  'progeny-depth': ['progenyDepth', 'number'],
  'mini-tree': ['miniTree', 'flag'],
  'show-siblings-of-main': ['showSiblingsOfMain', 'flag'],
  editable: ['editable', 'flag'],
}

/**
 * The setting an attribute's value stands for. A removed attribute leaves a text or number setting as it is and turns
 * a flag off; a flag is on when present, unless its value is "false". A number that is not one is refused with a
 * message, keeping the setting.
 */
export function attributeValue(
  kind: Kind,
  value: string | null,
  warn: (message: string) => void,
  name: string,
): { value: unknown } | null {
  if (kind === 'flag') return { value: value !== null && value.trim().toLowerCase() !== 'false' }
  if (value === null) return null
  if (kind === 'text') return { value }
  const number = value.trim().toLowerCase() === 'infinity' ? Infinity : Number(value)
  if (value.trim() === '' || Number.isNaN(number)) {
    warn(`the ${name} attribute must be a number; got "${value}". The chart keeps its setting.`)
    return null
  }
  return { value: number }
}
