/** The Chromium figures in the table: label, unit and how to print them. */
import type { BrowserFigure } from './types'
import { formatMB, formatMs, groupThousands } from './format'

export interface FigureInfo {
  key: BrowserFigure
  label: string
  format: (value: number) => string
}

export const BROWSER_TABLE_FIGURES: FigureInfo[] = [
  { key: 'createMs', label: 'First paint (create → 2 frames)', format: formatMs },
  { key: 'switchToLeafMs', label: 'Switch main → leaf', format: formatMs },
  { key: 'switchToFounderMs', label: 'Switch main → founder', format: formatMs },
  { key: 'panMs', label: 'Pan step (main-thread time)', format: formatMs },
  { key: 'zoomMs', label: 'Zoom step (main-thread time)', format: formatMs },
  { key: 'domAfterCreate', label: 'DOM elements, founder view', format: groupThousands },
  { key: 'domAfterInteraction', label: 'DOM elements after pan/zoom (scale 1)', format: groupThousands },
  { key: 'heapAfterCreateMB', label: 'JS heap after GC, founder view', format: formatMB },
  { key: 'createLongestTaskMs', label: 'Longest main-thread task, first paint', format: formatMs },
  { key: 'switchLongestTaskMs', label: 'Longest main-thread task, switch main', format: formatMs },
]
