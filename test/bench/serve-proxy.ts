// A child process for the benchmarks: createStudyProxy on node:http at 127.0.0.1 (a free port),
// with `GET /_stats` answering proxy.stats(). Prints `listening <port>` when ready.
//   serve-proxy.ts <upstream base URL> <key> unlimited   — no budget, no limits (latency)
//   serve-proxy.ts <upstream base URL> <key> crowd       — default budget; X-Forwarded-For trusted
//   … --upstream fetch   upstream calls by Node's fetch (the edge runtimes' path) instead of
//                        createPooledFetch (what a Node host mounts)
//   … --embed-dir <dir>  also serves the rendering benchmark's host page (host-page.ts) and the
//                        embed build from <dir> under /embed/, on the proxy's origin
import { readFile } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { parseArgs } from 'node:util'
import { createPooledFetch, nodeContentEncoders, toNodeHandler } from '../../src/node'
import { createStudyProxy } from '../../src/server'
import { hostPageHtml, hostPagePath } from './host-page'

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'embed-dir': { type: 'string' }, upstream: { type: 'string', default: 'pooled' } },
})
const [baseUrl = '', apiKey = '', mode = 'crowd'] = positionals
const embedDir = values['embed-dir']
const proxy = createStudyProxy({
  baseUrl,
  apiKey,
  basePath: '/api/study',
  // As a Node host mounts it (README, "Mount the proxy").
  ...(values.upstream === 'fetch' ? {} : { fetch: createPooledFetch() }),
  compression: { encoders: nodeContentEncoders },
  ...(mode === 'unlimited'
    ? { rateLimit: false, budget: { perMinute: 1e9, burst: 1e8, perDay: 1e15 } }
    : // The simulated crowd comes through one "balancer" that sets X-Forwarded-For per participant.
      { trustProxy: true }),
})
const handler = toNodeHandler(proxy)
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1')
  if (url.pathname === '/_stats') {
    res.writeHead(200, { 'content-type': 'application/json' })
    res.end(JSON.stringify(proxy.stats()))
  } else if (embedDir && url.pathname === hostPagePath) {
    const html = hostPageHtml(url.searchParams)
    res.writeHead(html ? 200 : 400, { 'content-type': 'text/html; charset=utf-8' })
    res.end(html ?? 'bad study id')
  } else if (embedDir && url.pathname.startsWith('/embed/')) {
    // Only the flat files of the build (study-runner.js and its language chunks).
    const name = normalize(url.pathname.slice('/embed/'.length))
    if (!/^[\w.-]+\.js$/.test(name)) return void res.writeHead(404).end()
    readFile(join(embedDir, name)).then(
      (body) => res.writeHead(200, { 'content-type': 'text/javascript' }).end(body),
      () => res.writeHead(404).end(),
    )
  } else handler(req, res)
})
server.keepAliveTimeout = 30_000
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`)
})
process.on('SIGTERM', () => process.exit(0))
