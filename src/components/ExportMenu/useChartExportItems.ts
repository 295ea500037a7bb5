/** The chart entries of an Export menu (SVG, PNG, PDF, Print) for the chart `getChart` returns, with the site's PDF fonts. */
import { useMemo } from 'react'
import useBaseUrl from '@docusaurus/useBaseUrl'
import type { Chart } from 'family-chart'
import { chartExportItems, type ExportMenuItem } from '@site/src/chart-export/export-items'

/** What the site's CJK subset font draws: CJK ideographs, kana, Hangul, compatibility ideographs, full-width forms. */
const CJK_UNICODE_RANGE = 'U+2E80-9FFF, U+AC00-D7AF, U+F900-FAFF, U+FF00-FFEF'
/** Devanagari, its extension and Vedic signs: names in Hindi, Marathi, Nepali and Sanskrit. */
const DEVANAGARI_UNICODE_RANGE = 'U+0900-097F, U+1CD0-1CFF, U+A8E0-A8FF'

export function useChartExportItems(getChart: () => Chart | null): ExportMenuItem[] {
  const regular = useBaseUrl('/fonts/DejaVuSansCondensed.ttf')
  const bold = useBaseUrl('/fonts/DejaVuSansCondensed-Bold.ttf')
  const cjk = useBaseUrl('/fonts/NotoSansCJK-names.ttf')
  const devanagari = useBaseUrl('/fonts/NotoSansDevanagari-Regular.ttf')
  const devanagariBold = useBaseUrl('/fonts/NotoSansDevanagari-Bold.ttf')
  return useMemo(
    () =>
      chartExportItems(getChart, {
        pdfFont: { name: 'DejaVu Sans Condensed', url: regular, bold: { url: bold }, onlyWhenNeeded: true },
        pdfScriptFonts: [
          { name: 'Noto Sans CJK Names', url: cjk, unicodeRange: CJK_UNICODE_RANGE },
          {
            name: 'Noto Sans Devanagari',
            url: devanagari,
            bold: { url: devanagariBold },
            unicodeRange: DEVANAGARI_UNICODE_RANGE,
          },
        ],
      }),
    [getChart, regular, bold, cjk, devanagari, devanagariBold],
  )
}
