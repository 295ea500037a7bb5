// Unit tests of the library: pure layout and edit tests run in node, DOM tests opt into jsdom per file.
const base = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  // Parts loaded on first use that nearly every DOM test relies on, loaded ahead (see the file).
  setupFilesAfterEnv: ['<rootDir>/test/support/preload-parts.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } }],
  },
  moduleNameMapper: {
    // d3 v7 ships ESM only; jest resolves it to the UMD bundle so tests can import it.
    '^d3$': '<rootDir>/../../node_modules/d3/dist/d3.min.js',
    // The framework bindings import the library by its package name, as apps do: in tests that is the source.
    '^family-chart$': '<rootDir>/src/index.ts',
  },
}

const modules = '<rootDir>/../../node_modules'

module.exports = {
  projects: [
    { ...base, displayName: 'library' },
    // The React binding's tests again under React 19 (the root's aliased react-19 and react-dom-19 packages), React
    // 18 being the site's own.
    {
      ...base,
      displayName: 'react-19',
      testMatch: ['**/test/bindings/react/**/*.test.ts'],
      moduleNameMapper: {
        ...base.moduleNameMapper,
        '^react$': `${modules}/react-19/index.js`,
        '^react/(.*)$': `${modules}/react-19/$1`,
        '^react-dom$': `${modules}/react-dom-19/index.js`,
        '^react-dom/(.*)$': `${modules}/react-dom-19/$1`,
      },
    },
  ],
}
