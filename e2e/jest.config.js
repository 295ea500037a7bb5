// E2E suite: Jest + Puppeteer (system Chromium) against the production build, served by the suite itself.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/**/*.e2e.ts'],
  testEnvironment: 'node',
  globalSetup: '<rootDir>/helpers/global-setup.js',
  globalTeardown: '<rootDir>/helpers/global-teardown.js',
  testTimeout: 60000,
  transform: {
    '^.+\\.ts$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          esModuleInterop: true,
          target: 'es2020',
          isolatedModules: true,
          verbatimModuleSyntax: false,
          moduleResolution: 'node',
          types: ['node', 'jest'],
        },
      },
    ],
  },
}
