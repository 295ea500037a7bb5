// Starts a static server for build/ on a free localhost port; tests read its address from E2E_BASE_URL.
const http = require('node:http')
const path = require('node:path')
const fs = require('node:fs')
const handler = require('serve-handler')
const { findChromium, missingChromiumMessage } = require('./chromium-path')

module.exports = async function globalSetup() {
  // One clear failure for the whole run instead of the same launch error in every test file.
  if (!findChromium()) throw new Error(missingChromiumMessage())
  const root = path.join(__dirname, '..', '..', 'build')
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error('build/ is missing: run `npm run build` before the e2e suite (npm test does this).')
  }
  const server = http.createServer((req, res) =>
    handler(req, res, { public: root, cleanUrls: true, trailingSlash: false }),
  )
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address()
  process.env.E2E_BASE_URL = `http://localhost:${port}`
  globalThis.__E2E_SERVER__ = server
}
