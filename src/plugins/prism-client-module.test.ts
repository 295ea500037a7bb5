// The theme's Prism client module is swapped for an empty one; nothing else is.
export {}
const plugin = require('./prism-client-module')
const { THEME_CLIENT_MODULE, EMPTY_MODULE } = plugin

describe('the Prism client module replacement', () => {
  it('matches the classic theme client module, with or without its extension, on any OS', () => {
    expect(
      THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages.js'),
    ).toBe(true)
    expect(THEME_CLIENT_MODULE.test('/site/node_modules/@docusaurus/theme-classic/lib/prism-include-languages')).toBe(
      true,
    )
    expect(
      THEME_CLIENT_MODULE.test('C:\\site\\node_modules\\@docusaurus\\theme-classic\\lib\\prism-include-languages.js'),
    ).toBe(true)
  })

  it('leaves the code block, the site swizzle and prism-react-renderer itself alone', () => {
    for (const path of [
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
      '/site/src/theme/prism-include-languages.ts',
      '/site/node_modules/prism-react-renderer/dist/index.mjs',
    ])
      expect(THEME_CLIENT_MODULE.test(path)).toBe(false)
  })

  it('points a matched module at the empty one, before and after resolving', () => {
    class Replacement {
      constructor(
        public test: RegExp,
        public fn: (r: Record<string, unknown>) => void,
      ) {}
    }
    const { plugins } = plugin().configureWebpack({}, false, {
      currentBundler: { instance: { NormalModuleReplacementPlugin: Replacement } },
    })
    const [replacement] = plugins as Replacement[]
    expect(replacement.test).toBe(THEME_CLIENT_MODULE)
    const before: Record<string, unknown> = { request: '/x/@docusaurus/theme-classic/lib/prism-include-languages' }
    replacement.fn(before)
    expect(before.request).toBe(EMPTY_MODULE)
    const after = {
      request: 'x',
      createData: { resource: '/x/@docusaurus/theme-classic/lib/prism-include-languages.js' },
    }
    replacement.fn(after)
    expect(after.createData.resource).toBe(EMPTY_MODULE)
  })
})
