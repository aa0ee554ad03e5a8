import { ProxyError } from './proxy-error'

/** An upstream answer as plain data: shareable between callers (single flight) and storable. */
export interface UpstreamAnswer {
  status: number
  /** Only the allowlisted response headers, as name → value. */
  headers: Record<string, string>
  /** The body text with the key redacted; null for 204/304. */
  body: string | null
}

/**
 * The part of `fetch` the proxy's upstream calls use: an absolute URL, and init with `method`,
 * `headers`, a `body` of bytes, `redirect: 'manual'` and a timeout `signal`. `globalThis.fetch`
 * is one; `createPooledFetch()` of `study-runner/node` is a faster one for Node.
 */
export type UpstreamFetch = (url: URL, init: UpstreamRequestInit) => Promise<Response>

/** The init of an upstream call: what {@link UpstreamFetch} must honour. */
export interface UpstreamRequestInit {
  method: 'GET' | 'POST'
  headers: Headers
  body?: Uint8Array<ArrayBuffer> | undefined
  /** Redirects are answers, never followed (the key must not travel elsewhere). */
  redirect: 'manual'
  /** Aborts the call when the proxy's `timeoutMs` is over (reason: a `TimeoutError`). */
  signal: AbortSignal
}

/** What {@link callUpstream} needs, fixed when the proxy is created. */
export interface UpstreamTarget {
  /** The service's base URL, ending with `/`. */
  base: URL
  apiKey: string
  timeoutMs: number
  fetch: UpstreamFetch
  /** The largest answer body read, in bytes; a larger one is 502 `upstream_unavailable`. */
  maxAnswerBytes: number
}

/** One participant call, already checked. */
export interface UpstreamCall {
  method: 'GET' | 'POST'
  /** Relative to the base, from {@link matchProxyRoute} only. */
  path: string
  /** The browser's request headers; only the allowlisted ones are read. */
  requestHeaders: Headers
  body?: Uint8Array<ArrayBuffer>
  /** The proxy's own revalidation of cached content, never the browser's. */
  ifNoneMatch?: string
}

// Only these request headers travel upstream: no cookies, no browser Authorization, no
// hop-by-hop headers (RFC 9110 §7.6.1), no forwarding headers (OWASP REST cheat sheet).
const forwardedRequestHeaders = ['content-type', 'accept', 'accept-language', 'idempotency-key']
// Only these answer headers reach the browser: no Set-Cookie, no RateLimit-* (the key's budget is
// the host's business), no Location (redirects are never followed or passed on).
const forwardedResponseHeaders = ['content-type', 'etag', 'retry-after']

/**
 * Calls the Study Service with the key. The URL is built with `new URL` against the fixed base and
 * checked to stay below it; redirects are not followed; a timeout answers 504 `upstream_timeout`, an
 * unreachable service or an unexpected redirect 502 `upstream_unavailable`. The key is removed from
 * anything that comes back.
 */
export async function callUpstream(
  target: UpstreamTarget,
  call: UpstreamCall,
): Promise<{ answer: UpstreamAnswer; headers: Headers }> {
  const url = new URL(call.path, target.base)
  if (url.origin !== target.base.origin || !url.pathname.startsWith(target.base.pathname)) {
    // Unreachable with the route patterns; kept so a future route cannot point elsewhere.
    throw new ProxyError(404, 'not_found', 'No such route.')
  }
  const headers = new Headers()
  for (const name of forwardedRequestHeaders) {
    const value = call.requestHeaders.get(name)
    if (value !== null) headers.set(name, value)
  }
  if (call.ifNoneMatch) headers.set('if-none-match', call.ifNoneMatch)
  headers.set('authorization', `Bearer ${target.apiKey}`)

  // One timer for the call and the reading of its answer, cleared as soon as both are done
  // (AbortSignal.timeout would keep a timer per call for the whole `timeoutMs`).
  const deadline = new AbortController()
  const timer = setTimeout(
    () => deadline.abort(new DOMException('The upstream call timed out.', 'TimeoutError')),
    target.timeoutMs,
  )
  try {
    return await send(target, url, {
      method: call.method,
      headers,
      body: call.body,
      redirect: 'manual',
      signal: deadline.signal,
    })
  } finally {
    clearTimeout(timer)
  }
}

/** Sends the call and reads its answer (see {@link callUpstream}). */
async function send(
  target: UpstreamTarget,
  url: URL,
  init: UpstreamRequestInit,
): Promise<{ answer: UpstreamAnswer; headers: Headers }> {
  let upstream: Response
  try {
    upstream = await target.fetch(url, init)
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') {
      throw new ProxyError(504, 'upstream_timeout', 'The study service did not answer in time.')
    }
    throw new ProxyError(502, 'upstream_unavailable', 'The study service is not reachable.')
  }
  if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
    void upstream.body?.cancel().catch(() => undefined)
    // A redirect could carry the key elsewhere and is no answer a participant can use.
    throw new ProxyError(502, 'upstream_unavailable', 'The study service answered unexpectedly.')
  }

  const text =
    upstream.status === 204 || upstream.status === 304
      ? null
      : await readAnswer(upstream, target.maxAnswerBytes)
  const answerHeaders: Record<string, string> = {}
  for (const name of forwardedResponseHeaders) {
    const value = upstream.headers.get(name)
    if (value !== null && !value.includes(target.apiKey)) answerHeaders[name] = value
  }
  return {
    answer: { status: upstream.status, headers: answerHeaders, body: redact(text, target.apiKey) },
    headers: upstream.headers,
  }
}

/**
 * The answer's text, counted while it arrives: past `maxBytes` reading stops (502), whatever
 * `Content-Length` said, so a broken or hostile upstream cannot fill the proxy's memory.
 */
async function readAnswer(upstream: Response, maxBytes: number): Promise<string> {
  const declared = Number(upstream.headers.get('content-length') ?? 0)
  if (declared > maxBytes || !upstream.body) {
    void upstream.body?.cancel().catch(() => undefined)
    if (declared > maxBytes) throw answerTooLarge()
    return ''
  }
  const reader = upstream.body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        void reader.cancel().catch(() => undefined)
        throw answerTooLarge()
      }
      text += decoder.decode(value, { stream: true })
    }
  } catch (error) {
    if (error instanceof ProxyError) throw error
    throw new ProxyError(502, 'upstream_unavailable', 'The study service’s answer broke off.')
  }
  return text + decoder.decode()
}

function answerTooLarge(): ProxyError {
  return new ProxyError(502, 'upstream_unavailable', 'The study service’s answer is too large.')
}

/** Whatever the service answers, the key never reaches the browser. */
function redact(text: string | null, apiKey: string): string | null {
  return text !== null && text.includes(apiKey) ? text.split(apiKey).join('[redacted]') : text
}

/**
 * What may reach the browser: the service's JSON answers below 500. A failure of the service
 * (5xx, perhaps an HTML page from a gateway) or an answer that is not JSON becomes the proxy's own
 * 502 `upstream_unavailable` in the documented error shape, keeping a `Retry-After`.
 */
export function checkAnswer(answer: UpstreamAnswer): UpstreamAnswer {
  const retryAfter = answer.headers['retry-after']
  const headers: Record<string, string> = retryAfter ? { 'retry-after': retryAfter } : {}
  if (answer.status >= 500) {
    throw new ProxyError(
      502,
      'upstream_unavailable',
      'The study service failed; retry shortly.',
      headers,
    )
  }
  const type = (answer.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase()
  const json = type === 'application/json' || type.endsWith('+json')
  if (answer.body !== null && answer.body !== '' && !json) {
    throw new ProxyError(
      502,
      'upstream_unavailable',
      'The study service answered unexpectedly.',
      headers,
    )
  }
  return answer
}
