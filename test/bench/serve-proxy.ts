// A child process for the benchmarks: createStudyProxy on node:http at 127.0.0.1 (a free port),
// with `GET /_stats` answering proxy.stats(). Prints `listening <port>` when ready.
//   serve-proxy.ts <upstream base URL> <key> unlimited   — no budget, no limits (latency)
//   serve-proxy.ts <upstream base URL> <key> crowd       — default budget; X-Forwarded-For trusted
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createStudyProxy, toNodeHandler } from '../../src/server'

const [baseUrl = '', apiKey = '', mode = 'crowd'] = process.argv.slice(2)
const proxy = createStudyProxy({
  baseUrl,
  apiKey,
  basePath: '/api/study',
  ...(mode === 'unlimited'
    ? { rateLimit: false, budget: { perMinute: 1e9, burst: 1e8, perDay: 1e15 } }
    : // The simulated crowd comes through one "balancer" that sets X-Forwarded-For per participant.
      { trustProxy: true }),
})
const handler = toNodeHandler(proxy)
const server = createServer((req, res) => {
  if (req.url === '/_stats') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(proxy.stats()))
  } else handler(req, res)
})
server.keepAliveTimeout = 30_000
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
process.on('SIGTERM', () => process.exit(0))
