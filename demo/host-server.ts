import { createServer, type Server } from 'node:http'
import { createPooledFetch, nodeContentEncoders, toNodeHandler } from '../src/node'
import { createLinkClient, createStudyProxy } from '../src/server'
import { createConsole, isConsolePath } from './console'
import { trackConnections } from './close-server'
import type { ReceivedDelivery } from './event-receiver'
import { guardUpgrades } from './guard-upgrades'
import { startHostPages, type HostPageBuild } from './host-pages'
import { isPrivatePath } from './private-paths'
import { drainAfterAnswer } from './read-node-body'

export interface HostServer {
  url: string
  /** Whether the React host page comes from Vite's dev server (with HMR). */
  dev: boolean
  /** The builds made (or found unchanged) when starting: what `npm run demo` reports. */
  builds: HostPageBuild[]
  close(): Promise<void>
}

/**
 * The host's side of the demo, as a host app would build it: its pages (built, compressed and
 * cacheable; from Vite's dev server with `dev`) and, on the same origin, the proxy at
 * `/api/study` holding the API key.
 */
export async function startHostServer(options: {
  port: number
  /** What the host page reads at start (`/_demo/settings.json`): its `redirectOrigins`. */
  settings?: { redirectOrigins: readonly string[] }
  sandboxUrl: string
  /** The proxy's key (participant routes only). */
  apiKey: string
  /**
   * The key of the proxy's link client, which makes the "continue on another device" links with
   * the sandbox's Link API: a key of its own, so link creations never spend the proxy key's
   * requests unseen (docs/architecture.md#continue-on-another-device). Without it the links are
   * long URLs.
   */
  linkApiKey?: string
  /**
   * The researcher console: its own key (so browsing results never spends the participants'
   * request budget), its access token, and the webhook deliveries it lists. Without it the
   * console is not mounted (a stack that only needs the participant side).
   */
  console?: {
    apiKey: string
    token: string
    deliveries: () => readonly ReceivedDelivery[]
  }
  /**
   * Serve the React host page from Vite's dev server (every module a request, HMR) instead of
   * its production build: for working on the widget. @default false
   */
  dev?: boolean
  /**
   * How long `close()` waits for open requests and sockets (a browser's HMR socket, a stuck
   * upgrade) before it destroys them. @default 2000
   */
  closeTimeoutMs?: number
}): Promise<HostServer> {
  const upstream = createPooledFetch()
  const studyProxy = createStudyProxy({
    baseUrl: `${options.sandboxUrl}/api/public/v1`,
    apiKey: options.apiKey,
    basePath: '/api/study',
    // Every demo visitor is 127.0.0.1, so one client is the whole demo: allow more than a single
    // participant would ever need (120), still far below a flood. The upstream budget stays at the
    // service's 120 a minute and 10,000 a day.
    rateLimit: { perClient: 600, upstreamPerClient: 120 },
    // As a Node host should mount it: kept-alive upstream connections, content in brotli or gzip.
    fetch: upstream,
    compression: { encoders: nodeContentEncoders },
    // "Continue on another device": short links from the sandbox's Link API, leading back here.
    resume: {
      links:
        options.linkApiKey === undefined
          ? undefined
          : createLinkClient({
              baseUrl: `${options.sandboxUrl}/api/public/v1`,
              apiKey: options.linkApiKey,
            }),
    },
  })
  const proxy = toNodeHandler(studyProxy)
  // The researcher console (issue 11; it holds the invite links of issue 10): server-rendered,
  // loopback and token only; the key stays here.
  const researcherConsole =
    options.console &&
    toNodeHandler(
      createConsole({
        sandboxUrl: options.sandboxUrl,
        apiKey: options.console.apiKey,
        token: options.console.token,
        deliveries: options.console.deliveries,
      }),
    )
  const server: Server = createServer()
  const closeServer = trackConnections(server)
  // Before Vite's HMR listener: any other upgrade is answered and closed, never left hanging.
  // Without the dev server nothing speaks WebSocket: every upgrade is refused.
  const dev = options.dev ?? false
  guardUpgrades(server, dev ? '/' : null)
  const pages = await startHostPages({ dev, server })
  server.on('request', (req, res) => {
    // Whatever answers before reading a body (the console's 401/413, a 404 …), the rest is
    // drained (bounded) once answered, so a kept-alive connection is not reset by it.
    drainAfterAnswer(req, res)
    const path = (req.url ?? '/').split('?')[0] ?? '/'
    if (isPrivatePath(path)) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    } else if (path === '/healthz') {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end('{"ok":true}')
    } else if (path === '/_demo/settings.json') {
      // The host page's own settings, from the demo's environment (DEMO_REDIRECT_ORIGINS).
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(options.settings ?? { redirectOrigins: [] }))
    } else if (path === '/_demo/proxy-stats') {
      // What the proxy did (upstream calls by route, cache hits, queued, rejected): loopback only.
      res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' })
      res.end(JSON.stringify(studyProxy.stats()))
    } else if (researcherConsole && isConsolePath(path)) {
      researcherConsole(req, res)
    } else if (path === '/api/study' || path.startsWith('/api/study/')) {
      proxy(req, res)
    } else if (!pages.handle(path, req, res)) {
      res.writeHead(404, { 'content-type': 'text/plain' })
      res.end('not found')
    }
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port, '127.0.0.1', () => resolve())
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return {
    url: `http://127.0.0.1:${port}`,
    dev,
    builds: pages.builds,
    close: async () => {
      const closeTimeoutMs = options.closeTimeoutMs ?? 2000
      const closed = closeServer(closeTimeoutMs)
      await withDeadline(pages.close(), closeTimeoutMs)
      await closed
      upstream.close()
    },
  }
}

/** Waits for `work`, but no longer than `ms` (a stuck close must not hold the demo up). */
async function withDeadline(work: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    work.catch(() => undefined),
    new Promise((resolve) => (timer = setTimeout(resolve, ms))),
  ])
  clearTimeout(timer)
}
