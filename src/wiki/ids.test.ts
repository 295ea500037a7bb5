import { isCommonsFileName, isImageHostUrl, isItemId, readText } from './ids'

describe('identifier checks', () => {
  it('accepts only Wikidata item ids', () => {
    for (const id of ['Q1', 'Q43274', 'Q123456789012']) expect(isItemId(id)).toBe(true)
    for (const id of [
      'Q0',
      'Q01',
      'q1',
      'P31',
      '__proto__',
      'constructor',
      'Q1 ',
      'Q1|Q2',
      'Q1234567890123',
      '[object Object]',
      1,
      null,
      {},
      ['Q1'],
    ]) {
      expect(isItemId(id)).toBe(false)
    }
  })

  it('accepts bare Commons file names and nothing that is a URL or a path', () => {
    expect(isCommonsFileName('King Charles III (cropped).jpg')).toBe(true)
    for (const name of [
      'https://evil.example/a.png',
      '//evil.example/a.png',
      'a/b.jpg',
      'a\\\\b.jpg',
      'File:a.jpg',
      ' ',
      '',
      'a\nb.jpg',
      'x'.repeat(300),
      { name: 'a.jpg' },
    ]) {
      expect(isCommonsFileName(name)).toBe(false)
    }
  })

  it('accepts image addresses only on the image host over https', () => {
    expect(isImageHostUrl('https://upload.wikimedia.org/wikipedia/commons/a/a1/X.jpg')).toBe(true)
    for (const url of [
      'http://upload.wikimedia.org/a.jpg',
      'https://upload.wikimedia.org.evil.example/a.jpg',
      'https://evil.example/upload.wikimedia.org/a.jpg',
      'https://user@upload.wikimedia.org/a.jpg',
      'javascript:alert(1)',
      'data:image/png;base64,AA',
      'not a url',
      42,
    ]) {
      expect(isImageHostUrl(url)).toBe(false)
    }
  })

  it('reads text only from strings, cut to a readable length', () => {
    expect(readText('Ann')).toBe('Ann')
    expect(readText({ toString: () => 'x' })).toBeUndefined()
    expect(readText(['a'])).toBeUndefined()
    expect(readText('y'.repeat(5000))!.length).toBe(400)
  })
})
