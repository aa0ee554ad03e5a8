import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'

/**
 * Adapts a fetch-standard handler (such as {@link createStudyProxy}'s) to Node's `http` server,
 * Express or Connect: `app.use('/api/study', toNodeHandler(proxy))` — the handler sees the
 * original URL, so mount it without path stripping or pass `req.originalUrl` through.
 */
export function toNodeHandler(
  handler: (request: Request) => Promise<Response>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void respond(handler, req, res).catch((error: unknown) => {
      console.error('[study-runner] proxy handler failed:', error)
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Proxy failure.' } }))
      } else {
        res.destroy()
      }
    })
  }
}

async function respond(
  handler: (request: Request) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const request = toRequest(req)
  const response = await handler(request)
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    headers[name] = value
  })
  res.writeHead(response.status, headers)
  if (!response.body) {
    res.end()
    return
  }
  const body = Buffer.from(await response.arrayBuffer())
  res.end(body)
}

function toRequest(req: IncomingMessage): Request {
  const originalUrl = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url
  const url = new URL(originalUrl ?? '/', `http://${req.headers.host ?? '127.0.0.1'}`)
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
  }
  const hasBody = req.method !== 'GET' && req.method !== 'HEAD'
  return new Request(url, {
    method: req.method ?? 'GET',
    headers,
    body: hasBody ? Readable.toWeb(req) : undefined,
    // Node's fetch needs `duplex` for a streamed request body.
    ...(hasBody ? { duplex: 'half' } : {}),
  } as RequestInit)
}
