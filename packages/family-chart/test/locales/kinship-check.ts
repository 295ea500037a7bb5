// The shared check of a locale's kinship words on the test family: each relative's word as a table writes it.
import { kinshipWords } from '../../src/locales/kinship/words'
import type { Locale } from '../../src/locales/types'
import { kinFamily, RELATIVES, type Relative } from './kin-family'

/** Runs one test per relative of the table: the locale names them exactly so, seen from 'me'. */
export function checkKinshipWords(locale: Locale, expected: Record<Relative, string>): void {
  const words = kinshipWords(locale, 'me', kinFamily())
  it.each(RELATIVES.map((id) => [id, expected[id]]))('%s is "%s"', (id, word) => {
    expect(words[id]).toBe(word)
  })
  it('names nobody outside the family, and nobody the table leaves out', () => {
    expect(words.stranger).toBeUndefined()
    expect(words.uncleElderWife).toBeUndefined()
  })
}
