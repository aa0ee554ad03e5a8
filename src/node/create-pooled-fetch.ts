import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http'
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https'
import type { Readable } from 'node:stream'
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib'
import type { UpstreamFetch, UpstreamRequestInit } from '../server/call-upstream'

/** Options of {@link createPooledFetch}. */
export interface PooledFetchOptions {
  /**
   * How long an idle connection is kept for the next call, in ms. A server's own
   * `Keep-Alive: timeout=…` lowers it (less a second), so a connection is never reused just as
   * the server closes it.
   * @default 4000
   */
  idleTimeoutMs?: number
  /**
   * The most connections open to the service at once; further calls wait for one. The budget
   * already bounds how many calls there are.
   * @default 64
   */
  maxSockets?: number
}

/** A pooled fetch for the proxy's upstream calls; `close()` ends its idle connections. */
export interface PooledFetch extends UpstreamFetch {
  close(): void
}

const codings: Record<string, () => NodeJS.ReadWriteStream> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  br: createBrotliDecompress,
  deflate: createInflate,
}

/**
 * The proxy's upstream calls over `node:http`/`node:https` with a pool of kept-alive
 * connections: pass it as `fetch` to `createStudyProxy` on Node
 * (docs/architecture.md#upstream-connections). It does what the proxy asks of fetch and no more:
 * a body of bytes sent with `Content-Length` in one write, redirects answered and never followed,
 * the call aborted with the signal's reason, gzip and brotli answers decoded as they arrive (the
 * proxy counts the decoded bytes against its limit). It skips what makes Node's fetch cost the
 * proxy most of its time: the request body turned into a stream and written chunk by chunk, and
 * the spec's layers around every call.
 *
 * @example createStudyProxy({ baseUrl, apiKey, basePath: '/api/study', fetch: createPooledFetch() })
 */
export function createPooledFetch(options: PooledFetchOptions = {}): PooledFetch {
  const agentOptions = {
    keepAlive: true,
    timeout: options.idleTimeoutMs ?? 4000,
    maxSockets: options.maxSockets ?? 64,
    scheduling: 'lifo' as const,
  }
  const agents = { 'http:': new HttpAgent(agentOptions), 'https:': new HttpsAgent(agentOptions) }

  const pooledFetch = (url: URL, init: UpstreamRequestInit) =>
    new Promise<Response>((resolve, reject) => {
      const { signal } = init
      if (signal.aborted) return reject(signal.reason as Error)
      const secure = url.protocol === 'https:'
      if (!secure && url.protocol !== 'http:') {
        return reject(
          new TypeError(`createPooledFetch speaks http: and https:, not ${url.protocol}`),
        )
      }
      const headers: Record<string, string> = { 'accept-encoding': 'br, gzip' }
      init.headers.forEach((value, name) => {
        headers[name] = value
      })
      if (init.body) headers['content-length'] = String(init.body.byteLength)
      const send = secure ? httpsRequest : httpRequest
      const outgoing = send(url, {
        method: init.method,
        headers,
        agent: secure ? agents['https:'] : agents['http:'],
      })
      const abort = () => {
        outgoing.destroy()
        reject(signal.reason as Error)
      }
      signal.addEventListener('abort', abort, { once: true })
      outgoing.on('error', (error) => {
        signal.removeEventListener('abort', abort)
        reject(error)
      })
      outgoing.once('response', (incoming) => {
        signal.removeEventListener('abort', abort)
        try {
          resolve(toResponse(incoming, signal))
        } catch (error) {
          incoming.destroy()
          reject(error instanceof Error ? error : new Error(String(error)))
        }
      })
      outgoing.end(init.body)
    })

  return Object.assign(pooledFetch, {
    close() {
      agents['http:'].destroy()
      agents['https:'].destroy()
    },
  })
}

/** The Response of an upstream answer; its body stream reads the (decoded) answer as it comes. */
function toResponse(incoming: IncomingMessage, signal: AbortSignal): Response {
  const status = incoming.statusCode ?? 502
  const headers = new Headers()
  const raw = incoming.rawHeaders
  for (let index = 0; index < raw.length; index += 2) headers.append(raw[index]!, raw[index + 1]!)
  if (status === 204 || status === 304) {
    incoming.resume()
    return new Response(null, { status, headers })
  }
  const coding = headers.get('content-encoding')?.trim().toLowerCase()
  const decoder = coding ? codings[coding]?.() : undefined
  let body: Readable | NodeJS.ReadWriteStream = incoming
  if (decoder) {
    headers.delete('content-encoding')
    headers.delete('content-length')
    body = incoming.pipe(decoder)
    incoming.once('error', (error) => decoder.emit('error', error))
  }
  return new Response(streamOf(body, incoming, signal), { status, headers })
}

/**
 * A web stream over a Node stream, pulled as the reader reads (backpressure by pause/resume);
 * cancelling it, or the signal aborting, destroys the answer and its connection.
 */
function streamOf(
  source: Readable | NodeJS.ReadWriteStream,
  incoming: IncomingMessage,
  signal: AbortSignal,
): ReadableStream<Uint8Array> {
  const abort = () => incoming.destroy(signal.reason as Error)
  let settled = false
  return new ReadableStream<Uint8Array>({
    start(controller) {
      signal.addEventListener('abort', abort, { once: true })
      const settle = (end: () => void) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', abort)
        end()
      }
      source.on('data', (chunk: Buffer) => {
        if (settled) return
        controller.enqueue(chunk)
        if ((controller.desiredSize ?? 0) <= 0) source.pause()
      })
      source.once('end', () => settle(() => controller.close()))
      // An answer cut short (the connection lost mid-body) is an 'error' too (`aborted`).
      source.on('error', (error) =>
        settle(() => controller.error(signal.aborted ? signal.reason : error)),
      )
    },
    pull() {
      source.resume()
    },
    cancel() {
      settled = true
      signal.removeEventListener('abort', abort)
      incoming.destroy()
    },
  })
}
