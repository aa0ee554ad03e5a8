import { errorResponse } from './error-response'
import { matchProxyRoute } from './proxy-routes'

/** Options of {@link createStudyProxy}. */
export interface StudyProxyOptions {
  /**
   * The Study Service address including the version prefix, e.g.
   * `https://service.example/api/public/v1` (spec: `{base_url}`).
   */
  baseUrl: string
  /** The live API key (`sk_live_…`). It is sent upstream only and never reaches a browser. */
  apiKey: string
  /**
   * Where the host mounts the proxy, e.g. `/api/study`. Requests outside it answer 404.
   * @default ''
   */
  basePath?: string
  /**
   * How long one upstream call may take before the browser gets 504 `upstream_timeout`.
   * @default 10000
   */
  timeoutMs?: number
  /** The fetch used for upstream calls (tests, instrumentation). @default globalThis.fetch */
  fetch?: typeof fetch
}

/** A fetch-standard handler: mount it in any server that speaks `Request`/`Response`. */
export type StudyProxyHandler = (request: Request) => Promise<Response>

// Only these request headers travel upstream: no cookies, no browser Authorization, no
// hop-by-hop headers (RFC 9110 §7.6.1).
const forwardedRequestHeaders = [
  'content-type',
  'accept',
  'accept-language',
  'idempotency-key',
  'if-none-match',
]
const forwardedResponseHeaders = [
  'content-type',
  'etag',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
]

/**
 * Creates the proxy a host mounts in its backend (DESIGN.md §1). It forwards exactly the four
 * participant routes to the Study Service with the key added and answers everything else itself.
 *
 * @example
 * const proxy = createStudyProxy({ baseUrl: process.env.STUDY_API_URL!, apiKey: process.env.STUDY_API_KEY!, basePath: '/api/study' })
 * // any fetch-standard server: export default { fetch: proxy }
 */
export function createStudyProxy(options: StudyProxyOptions): StudyProxyHandler {
  if (!options.baseUrl) throw new Error('[study-runner] createStudyProxy needs `baseUrl`.')
  if (!options.apiKey) {
    throw new Error('[study-runner] createStudyProxy needs `apiKey` (the server-side API key).')
  }
  // `new URL('studies', base)` drops the last segment unless base ends with '/' (DESIGN.md §1).
  const base = new URL(options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`)
  const basePath = (options.basePath ?? '').replace(/\/+$/, '')
  const timeoutMs = options.timeoutMs ?? 10_000
  const upstreamFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  const redact = createRedactor(options.apiKey)

  return async function studyProxy(request: Request): Promise<Response> {
    const { pathname } = new URL(request.url)
    if (basePath && pathname !== basePath && !pathname.startsWith(`${basePath}/`)) {
      return errorResponse(404, 'not_found', 'No such route.')
    }
    const match = matchProxyRoute(request.method, pathname.slice(basePath.length))
    if (match.kind === 'not-found') return errorResponse(404, 'not_found', 'No such route.')
    if (match.kind === 'method-not-allowed') {
      return errorResponse(405, 'method_not_allowed', `Use ${match.allow}.`, {
        allow: match.allow,
      })
    }

    const headers = new Headers()
    for (const name of forwardedRequestHeaders) {
      const value = request.headers.get(name)
      if (value !== null) headers.set(name, value)
    }
    headers.set('authorization', `Bearer ${options.apiKey}`)
    const hasBody = match.route.method === 'POST'
    const body = hasBody ? await request.arrayBuffer() : undefined

    let upstream: Response
    try {
      upstream = await upstreamFetch(new URL(match.route.upstreamPath, base), {
        method: match.route.method,
        headers,
        body,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
    } catch (error) {
      if (error instanceof DOMException && error.name === 'TimeoutError') {
        return errorResponse(504, 'upstream_timeout', 'The study service did not answer in time.')
      }
      return errorResponse(502, 'upstream_unavailable', 'The study service is not reachable.')
    }
    if (upstream.status >= 300 && upstream.status < 400 && upstream.status !== 304) {
      // Redirects are not followed: a redirect could carry the key to another host.
      return errorResponse(502, 'upstream_unavailable', 'The study service answered unexpectedly.')
    }

    const responseHeaders = new Headers({ 'cache-control': 'no-store' })
    for (const name of forwardedResponseHeaders) {
      const value = upstream.headers.get(name)
      if (value !== null) responseHeaders.set(name, value)
    }
    const nullBody = upstream.status === 204 || upstream.status === 304 || request.method === 'HEAD'
    const text = nullBody ? null : redact(await upstream.text())
    return new Response(text, { status: upstream.status, headers: responseHeaders })
  }
}

/** Whatever an upstream answers, the key never reaches the browser. */
function createRedactor(apiKey: string): (text: string) => string {
  return (text) => (text.includes(apiKey) ? text.split(apiKey).join('[redacted]') : text)
}
