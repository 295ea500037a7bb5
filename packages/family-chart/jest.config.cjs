// Unit tests of the library: pure layout and edit tests run in node, DOM tests opt into jsdom per file.
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.ts'],
  transform: {
    '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json', diagnostics: { warnOnly: false } }],
  },
  // d3 v7 ships ESM only; jest resolves it to the UMD bundle so tests can import it.
  moduleNameMapper: {
    '^d3$': '<rootDir>/../../node_modules/d3/dist/d3.min.js',
  },
}
