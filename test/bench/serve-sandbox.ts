// A child process for the benchmarks: the sandbox on 127.0.0.1 (a free port), in memory, with the
// given key and per-key limits. Prints `listening <port>` when ready.
import { serve } from '@hono/node-server'
import { createSandbox } from '../../demo/sandbox/create-sandbox'

const [key = '', perMinute = '120', perDay = '10000'] = process.argv.slice(2)
const sandbox = createSandbox({
  db: ':memory:',
  apiKeys: [{ key, scopes: ['read', 'write'] }],
  rateLimit: { perMinute: Number(perMinute), perDay: Number(perDay) },
})
serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`listening ${info.port}`)
})
process.on('SIGTERM', () => process.exit(0))
