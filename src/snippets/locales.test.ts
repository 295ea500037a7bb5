import { localeImportLines, usedLocales } from './locales'

describe('usedLocales', () => {
  it('finds the shipped languages the code names, each once, in the order written', () => {
    const code = 'chart.setLocale(f3Locales.he); other.setLocale(f3Locales["zh"]); again(f3Locales.he)'
    expect(usedLocales(code)).toEqual(['he', 'zh'])
  })

  it('ignores languages family-chart does not ship and code without languages', () => {
    expect(usedLocales('chart.setLocale(f3Locales.xx)')).toEqual([])
    expect(usedLocales("f3.createChart('#FamilyChart', data)")).toEqual([])
    // A longer word is not a language code.
    expect(usedLocales('f3Locales.hebrew')).toEqual([])
  })
})

describe('localeImportLines', () => {
  it('imports each language from its entry and gathers them under the name the code reads', () => {
    expect(localeImportLines('x(f3Locales.ar); y(f3Locales.ja)')).toEqual([
      "import { ar } from 'family-chart/locales/ar'",
      "import { ja } from 'family-chart/locales/ja'",
      'const f3Locales = { ar, ja }',
    ])
    expect(localeImportLines('f3.createChart()')).toEqual([])
  })
})
