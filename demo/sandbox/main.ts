/**
 * `npm run sandbox`: the Study Service sandbox on 127.0.0.1 (docs/sandbox.md).
 *
 *   --port <n>   or SANDBOX_PORT     (default 4010; 0 picks a free port)
 *   --db <path>  or SANDBOX_DB       (default .data/sandbox.db; `:memory:` allowed)
 *   SANDBOX_SEED_DIR                 an extra folder with instruments/ and studies/
 *   SANDBOX_API_KEY                  a known key to store (read + write), e.g. for the demo proxy
 *   --rate-per-minute <n>, --rate-per-day <n>  (or SANDBOX_RATE_PER_MINUTE / _PER_DAY) lower limits
 *   --no-demo-seed                   seed only SANDBOX_SEED_DIR, not demo/
 */
import { parseSandboxArgs } from './cli-options'
import { createSandbox } from './create-sandbox'
import { serveSandbox } from './serve-sandbox'

function start() {
  try {
    const settings = parseSandboxArgs(process.argv.slice(2), process.env)
    const sandbox = createSandbox({
      db: settings.dbPath,
      seedDirs: settings.seedDirs,
      apiKeys: settings.apiKey ? [{ key: settings.apiKey, scopes: ['read', 'write'] }] : [],
      rateLimit: settings.rateLimit,
    })
    return { settings, sandbox }
  } catch (error) {
    // Bad flags and seed files already say what to fix; a stack trace would bury that.
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
const { settings, sandbox } = start()

// Loopback only: the sandbox holds test data and unauthenticated controls (docs/sandbox.md).
const { server, port } = await serveSandbox(sandbox, { port: settings.port })
const added = [...sandbox.seeded.instrumentsAdded, ...sandbox.seeded.studiesAdded]
console.log(`[sandbox] Study Service sandbox on http://127.0.0.1:${port}/api/public/v1`)
console.log(
  `[sandbox] database ${settings.dbPath}; seeded ${added.length ? added.join(', ') : 'nothing new'}`,
)
console.log(`[sandbox] create a key: curl -X POST http://127.0.0.1:${port}/_sandbox/keys`)

let stopping = false
function shutdown(reason: string): void {
  if (stopping) return
  stopping = true
  console.log(`[sandbox] ${reason}: closing`)
  server.close(() => {
    sandbox.close()
    process.exit(0)
  })
  server.closeIdleConnections()
  // Open connections may hold close() up; the database is what must close cleanly.
  setTimeout(() => {
    sandbox.close()
    process.exit(0)
  }, 2000).unref()
}
process.once('SIGINT', () => shutdown('SIGINT'))
process.once('SIGTERM', () => shutdown('SIGTERM'))
// Started by the demo with an IPC channel: when the demo is gone, however it ended, so is this.
if (process.send) process.once('disconnect', () => shutdown('the demo is gone'))
