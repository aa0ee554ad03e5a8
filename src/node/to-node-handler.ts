import type { IncomingMessage, ServerResponse } from 'node:http'
import { pipeline, Readable } from 'node:stream'
import type { ClientInfo } from '../server/client-id'
import { errorResponse } from '../server/proxy-error'
import { drainUnreadBody, type DrainOptions } from './drain-request-body'

/** A fetch-standard handler such as {@link createStudyProxy}'s, with the connection's details. */
export type FetchHandler = (request: Request, info?: ClientInfo) => Promise<Response>

/** Options of {@link toNodeHandler}: what happens to a body the handler answered without reading. */
export type NodeHandlerOptions = DrainOptions

/**
 * Adapts a fetch-standard handler (such as {@link createStudyProxy}'s) to Node's `http` server,
 * Express or Connect, passing the socket address as `info.remoteAddress` (for `clientId`). The
 * handler sees the original URL (`req.originalUrl` under Express), so mount it without path
 * stripping worries: `app.use('/api/study', toNodeHandler(proxy))` — before any body parser.
 *
 * A refusal answered before the body was read (413, 415, 403, 404 …) leaves a kept-alive
 * connection usable: the rest of the body is drained up to a bound, else the connection is closed
 * cleanly after the answer (see {@link DrainOptions}).
 *
 * @example createServer(toNodeHandler(proxy)).listen(8080, '127.0.0.1')
 */
export function toNodeHandler(
  handler: FetchHandler,
  options: NodeHandlerOptions = {},
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void respond(handler, req, res, options).catch((error: unknown) => {
      console.error('[study-runner] proxy handler failed:', error)
      if (!res.headersSent) {
        res.writeHead(500, { 'content-type': 'application/json', 'cache-control': 'no-store' })
        res.end(JSON.stringify({ error: { code: 'internal_error', message: 'Proxy failure.' } }))
      } else {
        res.destroy()
      }
    })
  }
}

async function respond(
  handler: FetchHandler,
  req: IncomingMessage,
  res: ServerResponse,
  options: NodeHandlerOptions,
): Promise<void> {
  const request = toRequest(req)
  const answer =
    request instanceof Response
      ? request
      : await handler(request, { remoteAddress: req.socket.remoteAddress })
  const headers: Record<string, string | string[]> = {}
  answer.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  // Each cookie its own header line: folded into one, a browser would read only the first.
  const cookies = answer.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  // A body the handler left unread (an early refusal) is drained, bounded, so the connection can
  // carry the next request; past the bound the answer says so and the connection ends after it.
  if (!(await drainUnreadBody(req, options))) {
    headers.connection = 'close'
    res.once('finish', () => req.socket.destroySoon())
  }
  if (!answer.body || req.method === 'HEAD') {
    void answer.body?.cancel().catch(() => undefined)
    res.writeHead(answer.status, headers)
    res.end()
    return
  }
  // Most answers are one chunk (JSON, cached content): read up to two first, and a body that has
  // ended goes out with its length in one write. A longer one (a results CSV) is streamed.
  const reader = answer.body.getReader()
  const first = await reader.read()
  const second = first.done ? undefined : await reader.read()
  if (first.done || second?.done) {
    const body = first.value
    headers['content-length'] ??= String(body?.byteLength ?? 0)
    res.writeHead(answer.status, headers)
    res.end(body)
    return
  }
  res.writeHead(answer.status, headers)
  const read = [first.value, second!.value]
  pipeline(Readable.from(remainingChunks(reader, read)), res, (error) => {
    if (error) res.destroy()
  })
}

/** The chunks read already, then the rest of the stream; stopping early cancels it. */
async function* remainingChunks(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  read: Uint8Array[],
): AsyncGenerator<Uint8Array> {
  let done = false
  try {
    yield* read
    for (;;) {
      const next = await reader.read()
      if (next.done) break
      yield next.value
    }
    done = true
  } finally {
    if (!done) void reader.cancel().catch(() => undefined)
  }
}

/**
 * A request body as a web stream that takes nothing from `req` until it is read (high-water mark
 * 0), then a chunk per read: a body the handler refuses unread is left whole for the drain.
 */
function bodyOf(req: IncomingMessage): ReadableStream<Uint8Array> {
  let listening = false
  let settled = false
  return new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (!listening) {
          listening = true
          req.on('data', (chunk: Buffer) => {
            if (settled) return
            controller.enqueue(chunk)
            if ((controller.desiredSize ?? 0) <= 0) req.pause()
          })
          req.once('end', () => {
            if (!settled) controller.close()
            settled = true
          })
          req.once('error', (error) => {
            if (!settled) controller.error(error)
            settled = true
          })
        }
        req.resume()
      },
      cancel() {
        settled = true
        req.destroy()
      },
    },
    { highWaterMark: 0 },
  )
}

/**
 * The Request for a Node request, or undefined when its target or Host is unusable. The target is
 * appended to the origin, never resolved against it: `//evil.example/x` stays a path.
 */
function toRequest(req: IncomingMessage): Request | Response {
  const malformed = () =>
    errorResponse(400, 'bad_request', 'The request target or Host header is malformed.')
  const target = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/'
  if (!target.startsWith('/')) return malformed()
  const host = req.headers.host ?? '127.0.0.1'
  let url: URL
  try {
    url = new URL(`http://${host}${target}`)
  } catch {
    return malformed()
  }
  // A Host holding a path, credentials or a second authority would move the parse.
  if (url.host !== host.toLowerCase().replace(/:80$/, '')) return malformed()
  const headers = new Headers()
  try {
    for (const [name, value] of Object.entries(req.headers)) {
      if (value === undefined) continue
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item)
    }
  } catch {
    return malformed()
  }
  const method = req.method ?? 'GET'
  const hasBody = method !== 'GET' && method !== 'HEAD'
  try {
    return new Request(url, {
      method,
      headers,
      body: hasBody ? bodyOf(req) : undefined,
      // Node's fetch needs `duplex` for a streamed request body.
      ...(hasBody ? { duplex: 'half' } : {}),
    })
  } catch {
    // Fetch refuses CONNECT, TRACE and TRACK outright; no route answers them.
    return errorResponse(405, 'method_not_allowed', 'Use GET or POST.', {
      allow: 'GET, HEAD, POST',
    })
  }
}
