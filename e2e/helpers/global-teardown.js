// Stops the static server started by global-setup.
module.exports = async function globalTeardown() {
  const server = globalThis.__E2E_SERVER__
  if (server) await new Promise((resolve) => server.close(resolve))
}
