// ESLint for the whole repository (library, site, tests, scripts): `npm run lint`. Formatting is Prettier's job, so
// eslint-config-prettier comes last and turns off every rule that would argue with it.
import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import prettier from 'eslint-config-prettier'
import globals from 'globals'

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      'build/',
      '.docusaurus/',
      'coverage/',
      'docs/api/',
      'static/',
      'bench/results/',
      'bench/tmp/',
      'e2e/artifacts/',
      // Client code as 0.8/0.9 users wrote it, served to the browser by the client-scenario e2e tests.
      'e2e/fixtures/',
      'versioned_docs/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `any` marks the edges with untyped input: people's data fields in the published API, jsPDF, d3 transition
      // calls, test doubles and `window` inside page.evaluate. Strict tsc checks the rest (npm run typecheck).
      '@typescript-eslint/no-explicit-any': 'off',
      // The patterns that strip control characters (XML export, file names, image URLs, GEDCOM) name them on purpose.
      'no-control-regex': 'off',
      // An empty catch is a best-effort step whose failure changes nothing (closing a browser, reading /etc/os-release).
      'no-empty': ['error', { allowEmptyCatch: true }],
      // Code built from text is rare and marked where it happens (the live editor, the builder's generated code).
      'no-new-func': 'error',
      // `_name` marks a parameter kept for its position (callbacks of the published API) or a value left out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true },
      ],
    },
  },
  // The library runs in the browser; its tests run in Jest (jsdom or Node).
  {
    files: ['packages/family-chart/src/**/*.ts'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['packages/family-chart/test/**/*.ts'],
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
  },
  // The site: React components and hooks in the browser, build plugins and config in Node.
  {
    files: ['src/**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
    rules: {
      ...reactHooks.configs.flat.recommended.rules,
      // Missing effect dependencies are errors here, not warnings that scroll by.
      'react-hooks/exhaustive-deps': 'error',
      // Pages are rendered on the server first: what only the browser knows (storage, the URL, the window's width) and
      // the loading state of a new fetch are set in an effect after hydration, which is what this rule forbids.
      'react-hooks/set-state-in-effect': 'off',
      // The site keeps the latest callback prop in a ref during render (`ref.current = onX`) so that effects need not
      // run again for a new function; this rule is written for the React Compiler, which the site does not use.
      'react-hooks/refs': 'off',
    },
  },
  // The library's React binding follows the rules of hooks too.
  {
    files: ['packages/family-chart/src/bindings/react/**/*.ts'],
    ...reactHooks.configs.flat.recommended,
    rules: { ...reactHooks.configs.flat.recommended.rules, 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // Scrolling boxes of code and tables take focus so that keyboard users can scroll them (axe:
      // scrollable-region-focusable); they are a <pre> or a labelled region.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: ['pre'], roles: ['region', 'tabpanel'] }],
    },
  },
  {
    files: ['src/**/*.test.{ts,tsx}'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'packages/family-chart/test/**/*.ts'],
    rules: {
      // Tests load CommonJS builds and plugins with require(), some inside jest.isolateModules.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/__support__/**', '**/__fixtures__/**'],
    rules: {
      // Tests run the code of snippets and examples, which they hold as text.
      'no-new-func': 'off',
    },
  },
  // E2e tests drive Chromium from Node; code inside page.evaluate runs in the page.
  {
    files: ['e2e/**/*.{ts,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.jest, ...globals.browser } },
  },
  // Benchmarks and scripts are Node programs (benchmarks also hand functions to the browser).
  {
    files: ['bench/**/*.mjs', 'scripts/**/*.mjs', 'packages/family-chart/scripts/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  // Config files at the roots run in Node; the .js and .cjs ones are CommonJS.
  {
    files: ['*.{js,cjs,mjs,ts}', 'packages/family-chart/*.{js,cjs,mjs,ts}', 'packages/family-chart/.*.cjs'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['**/*.{js,cjs}'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS files load their modules with require().
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  prettier,
)
