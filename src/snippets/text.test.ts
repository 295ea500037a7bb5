import { escapeForScriptTag, escapeForStyleTag, indent, indentCode, jsString, templateLiteral } from './text'

describe('indent', () => {
  it('prefixes non-empty lines and leaves blank lines empty', () => {
    expect(indent('a\n\n  b', 2)).toBe('  a\n\n    b')
  })

  it('leaves code with template literals untouched in indentCode', () => {
    expect(indentCode('x = `a\nb`', 4)).toBe('x = `a\nb`')
    expect(indentCode('x = 1\ny = 2', 4)).toBe('    x = 1\n    y = 2')
  })
})

describe('string literals', () => {
  const tricky = "it's a \\ path\nwith `ticks` and ${braces} \u2028"

  it('jsString evaluates back to the value', () => {
    expect(new Function(`return ${jsString(tricky)}`)()).toBe(tricky)
  })

  it('templateLiteral evaluates back to the value', () => {
    expect(new Function(`return ${templateLiteral(tricky)}`)()).toBe(tricky)
  })
})

describe('closing tag escapes', () => {
  it('escapes </script and <!-- without changing string values', () => {
    const code = 'const s = "</SCRIPT><script></script><!--"'
    const escaped = escapeForScriptTag(code)
    expect(escaped).not.toMatch(/<\/script|<!--/i)
    expect(new Function(`${escaped}; return s`)()).toBe('</SCRIPT><script></script><!--')
  })

  it('escapes </style', () => {
    expect(escapeForStyleTag('a::after { content: "</style>" }')).toBe('a::after { content: "<\\/style>" }')
  })
})
