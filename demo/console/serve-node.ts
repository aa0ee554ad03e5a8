import type { IncomingMessage, ServerResponse } from 'node:http'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { ClientInfo } from '../../src/server'

/**
 * Serves a fetch-standard handler on node:http, streaming the answer's body (a results CSV
 * passes through as the service sends it, never held whole) and keeping each `Set-Cookie`.
 * The request URL is the target appended to the Host, never resolved against it.
 */
export function serveNode(
  handler: (request: Request, info?: ClientInfo) => Promise<Response>,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void respond(handler, req, res).catch((error: unknown) => {
      console.error('[console] a request failed:', error)
      if (!res.headersSent)
        res.writeHead(500, { 'content-type': 'text/plain' }).end('Console failure.')
      else res.destroy()
    })
  }
}

async function respond(
  handler: (request: Request, info?: ClientInfo) => Promise<Response>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const host = req.headers.host ?? '127.0.0.1'
  const target = req.url ?? '/'
  let url: URL
  try {
    url = new URL(`http://${host}${target}`)
    if (!target.startsWith('/') || url.host !== host.toLowerCase().replace(/:80$/, ''))
      throw new Error()
  } catch {
    res.writeHead(400, { 'content-type': 'text/plain' }).end('Malformed request target or Host.')
    return
  }
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) {
      headers.append(name, item)
    }
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  let request: Request
  try {
    request = new Request(url, {
      method,
      headers,
      body: hasBody ? Readable.toWeb(req) : undefined,
      // Node's fetch needs `duplex` for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    } as RequestInit)
  } catch {
    res.writeHead(405, { 'content-type': 'text/plain', allow: 'GET, HEAD, POST' }).end()
    return
  }
  const answer = await handler(request, { remoteAddress: req.socket.remoteAddress })
  const out: Record<string, string | string[]> = {}
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') out[name] = value
  })
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) out['set-cookie'] = cookies
  res.writeHead(answer.status, out)
  if (!answer.body || method === 'HEAD') {
    void answer.body?.cancel().catch(() => undefined)
    res.end()
    return
  }
  Readable.fromWeb(answer.body as NodeReadableStream).pipe(res)
}
