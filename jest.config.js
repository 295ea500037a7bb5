// Jest config for the site's unit tests under src/ (TypeScript through ts-jest, Node environment by default).
/** @type {import('jest').Config} */
module.exports = {
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts?(x)'],
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'jsx', 'mjs', 'json', 'node'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
    // d3 v7 ships ESM only; tests that reach the library's source get d3's UMD bundle.
    '^d3$': '<rootDir>/node_modules/d3/dist/d3.min.js',
  },
  transform: {
    '^.+\\.tsx?$': [
      'ts-jest',
      {
        tsconfig: {
          jsx: 'react-jsx',
          module: 'commonjs',
          esModuleInterop: true,
          resolveJsonModule: true,
          isolatedModules: true,
          verbatimModuleSyntax: false,
          moduleResolution: 'node',
        },
      },
    ],
    // bench/tree-generator.mjs (ES module JavaScript, shared with the benchmark) only needs its imports and exports
    // turned into CommonJS; no project Babel config is read.
    '^.+\\.mjs$': [
      'babel-jest',
      { babelrc: false, configFile: false, plugins: ['@babel/plugin-transform-modules-commonjs'] },
    ],
  },
}
