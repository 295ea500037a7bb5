// Which texts the PDF export has the browser draw: those of scripts whose letters join, combine or run right to left.
import { needsShaping, shapedScriptOf, SHAPED_SCRIPTS } from '../../src/features/export/shaped-scripts'

describe('scripts that need shaping', () => {
  it.each([
    ['Hebrew', 'רבקה בת יעקב'],
    ['Arabic', 'محمد بن عبد الله'],
    ['Arabic', 'ﻣﺤﻤﺪ'],
    ['Syriac', 'ܐܦܪܝܡ'],
    ['Thaana', 'މުޙައްމަދު'],
    ['Devanagari', 'देवी प्रसाद शर्मा'],
    ['Bengali', 'রবীন্দ্রনাথ'],
    ['Gurmukhi', 'ਗੁਰਪ੍ਰੀਤ'],
    ['Gujarati', 'ગાંધી'],
    ['Oriya', 'ଓଡ଼ିଆ'],
    ['Tamil', 'கண்ணன்'],
    ['Telugu', 'శ్రీనివాస'],
    ['Kannada', 'ಕನ್ನಡ'],
    ['Malayalam', 'മലയാളം'],
    ['Sinhala', 'සිංහල'],
    ['Thai', 'สมชาย ใจดี'],
    ['Lao', 'ສົມພອນ'],
    ['Tibetan', 'བཀྲ་ཤིས'],
    ['Myanmar', 'အောင်ဆန်း'],
    ['Khmer', 'សុខា'],
    ['Mongolian', 'ᠮᠣᠩᠭᠣᠯ'],
  ])('finds %s in %s', (script, text) => {
    expect(shapedScriptOf(text)).toBe(script)
    expect(needsShaping(text)).toBe(true)
  })

  it('leaves Latin, Cyrillic, Greek, CJK and Hangul names, and Western digits, to the PDF text', () => {
    for (const text of [
      'Zoë Łukasiewicz',
      'Александра Романова',
      'Νικόλαος Παπαδόπουλος',
      '欧阳 美玲',
      '山田 はなこ',
      '김민준',
      '1993 – 2020',
      '',
    ]) {
      expect(shapedScriptOf(text)).toBeNull()
      expect(needsShaping(text)).toBe(false)
    }
  })

  it('finds the script in a name mixing Latin and Arabic letters, and in Arabic-Indic digits', () => {
    expect(shapedScriptOf('Mohammed محمد')).toBe('Arabic')
    expect(shapedScriptOf('Dr. רבקה Levi')).toBe('Hebrew')
    expect(shapedScriptOf('b. ١٩٩٣')).toBe('Arabic')
    expect(shapedScriptOf('b. १९९३')).toBe('Devanagari')
  })

  it('has no two scripts claiming one code point', () => {
    const ranges = SHAPED_SCRIPTS.flatMap((s) => s.ranges).sort((a, b) => a[0] - b[0])
    for (let i = 1; i < ranges.length; i++) expect(ranges[i][0]).toBeGreaterThan(ranges[i - 1][1])
  })
})
