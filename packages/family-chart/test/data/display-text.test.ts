// Any value as text, and labels cut to a length the browser lays out quickly.
import { displayText, shortenText, LABEL_MAX_LENGTH } from '../../src/data/display-text'
import { personName } from '../../src/data/person-name'

describe('displayText', () => {
  it('writes every kind of value without calling its own toString', () => {
    const hostile = {
      toString: 'x',
      valueOf: () => {
        throw new Error('no')
      },
    }
    expect(displayText(hostile)).toBe('{"toString":"x"}')
    expect(displayText([{ toString: 1 }])).toBe('[{"toString":1}]')
    expect(displayText(Symbol('s'))).toBe('')
    expect(displayText(() => 1)).toBe('')
    expect(displayText(BigInt(12))).toBe('12')
    expect(displayText(null)).toBe('')
    expect(displayText(Object.create(null))).toBe('{}')
    const cyclic: any = {}
    cyclic.self = cyclic
    expect(displayText(cyclic)).toBe('')
  })
})

describe('shortenText and personName', () => {
  it('keeps short text and cuts long text with an ellipsis, never halving a surrogate pair', () => {
    expect(shortenText('Anna')).toBe('Anna')
    expect(shortenText('x'.repeat(LABEL_MAX_LENGTH))).toHaveLength(LABEL_MAX_LENGTH)
    const emoji = 'a' + '😀'.repeat(LABEL_MAX_LENGTH)
    const cut = shortenText(emoji)
    expect(cut.endsWith('…')).toBe(true)
    expect(cut.length).toBeLessThanOrEqual(LABEL_MAX_LENGTH + 1)
    expect(cut.slice(0, -1)).toBe(emoji.slice(0, cut.length - 1))
    expect(/[\ud800-\udbff]$/.test(cut.slice(0, -1))).toBe(false)
  })

  it('gives a short label for a 20-million-character name', () => {
    const name = 'x'.repeat(20_000_000)
    const label = personName({ id: 'a', data: { gender: 'M', 'first name': name, 'last name': name }, rels: {} })
    expect(label.length).toBeLessThanOrEqual(LABEL_MAX_LENGTH + 1)
    expect(label.startsWith('xxx')).toBe(true)
    expect(personName({ id: 'i'.repeat(1_000_000), data: { gender: 'M' }, rels: {} })).toHaveLength(
      LABEL_MAX_LENGTH + 1,
    )
  })
})
