// A child process for the benchmarks: the sandbox on 127.0.0.1 (a free port) with the given key
// and per-key limits. Prints `listening <port>` when ready.
//   serve-sandbox.ts <key> <perMinute> <perDay> [--db <file>] [--seed-dir <dir>]
// --db: a SQLite file (default in memory); --seed-dir: a SANDBOX_SEED_DIR beside demo/.
import { serve } from '@hono/node-server'
import { parseArgs } from 'node:util'
import { createSandbox, demoSeedDir } from '../../demo/sandbox/create-sandbox'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { db: { type: 'string' }, 'seed-dir': { type: 'string' } },
})
const [key = '', perMinute = '120', perDay = '10000'] = positionals
const sandbox = createSandbox({
  db: values.db ?? ':memory:',
  seedDirs: [demoSeedDir, ...(values['seed-dir'] ? [values['seed-dir']] : [])],
  apiKeys: [{ key, scopes: ['read', 'write'] }],
  rateLimit: { perMinute: Number(perMinute), perDay: Number(perDay) },
})
serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`)
})
process.on('SIGTERM', () => {
  sandbox.close()
  process.exit(0)
})
