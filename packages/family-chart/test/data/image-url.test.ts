// The one image-address filter of HTML cards, SVG cards and exports.
import { safeImageUrl } from '../../src/data/image-url'

const HOSTILE = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java\rscript:alert(1)',
  '\u0001javascript:alert(1)',
  '\u0000javascript:alert(1)',
  '\u001fjavascript:alert(1)',
  'javascript\u0000:alert(1)',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:application/javascript,alert(1)',
  'file:///etc/passwd',
  'blob:https://example.com/abc',
  'ftp://example.com/a.png',
  'jar:https://example.com/a.jar!/',
  'about:blank',
  'http://exa mple.com\u007f/a.png',
  '',
  '   ',
]

describe('safeImageUrl', () => {
  it.each(HOSTILE)('refuses %j', (url) => {
    expect(safeImageUrl(url)).toBe('')
  })

  it('refuses values that are not strings', () => {
    for (const v of [
      null,
      undefined,
      1,
      {},
      ['https://a.example/x.png'],
      { toString: () => 'https://a.example/x.png' },
    ])
      expect(safeImageUrl(v)).toBe('')
  })

  it('lets http(s), data:image and relative addresses through, trimmed', () => {
    const ok = [
      'https://example.com/a.jpg',
      'http://example.com/a.jpg',
      'HTTPS://EXAMPLE.COM/A.JPG',
      'data:image/png;base64,iVBORw0KGgo=',
      'DATA:IMAGE/SVG+XML,<svg/>',
      'photo.jpg',
      './img/a.png',
      '../a.png',
      '/img/a.png',
      '//cdn.example.com/a.png',
      'a.png?x=1#y',
    ]
    for (const url of ok) expect(safeImageUrl(url)).toBe(url)
    expect(safeImageUrl('  https://example.com/a.jpg ')).toBe('https://example.com/a.jpg')
  })
})
