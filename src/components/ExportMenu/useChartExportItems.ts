/** The chart entries of an Export menu (SVG, PNG, PDF, Print) for the chart `getChart` returns, with the site's PDF font. */
import { useMemo } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Chart } from 'family-chart'
import { chartExportItems, type ExportMenuItem } from '@site/src/chart-export/export-items'

export function useChartExportItems(getChart: () => Chart | null): ExportMenuItem[] {
  const regular = useBaseUrl('/fonts/DejaVuSansCondensed.ttf')
  const bold = useBaseUrl('/fonts/DejaVuSansCondensed-Bold.ttf')
  return useMemo(
    () =>
      chartExportItems(getChart, {
        pdfFont: { name: 'DejaVu Sans Condensed', url: regular, bold: { url: bold }, onlyWhenNeeded: true },
      }),
    [getChart, regular, bold],
  )
}
