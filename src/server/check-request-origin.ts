import { ProxyError } from './proxy-error'

/** What decides whether a browser request may use the proxy (CSRF, OWASP's cheat sheet). */
export interface OriginPolicy {
  /** Origins of other sites that may call the proxy (exact `scheme://host[:port]`). */
  allowedOrigins: ReadonlySet<string>
  /** Whether a POST with neither `Sec-Fetch-Site` nor `Origin` (a non-browser client) passes. */
  allowRequestsWithoutOrigin: boolean
}

const forbidden = () =>
  new ProxyError(
    403,
    'forbidden_origin',
    'Cross-site requests are refused; add the page’s origin to `allowedOrigins` to allow it.',
  )

/**
 * CSRF defence by Fetch Metadata with an Origin fallback (OWASP CSRF cheat sheet, "Fetch Metadata
 * headers" and "Verifying origin with standard headers"). Browsers set `Sec-Fetch-Site` and
 * `Origin` themselves; a page's script can set neither.
 *
 * 1. `Sec-Fetch-Site: same-origin` or `none` (the user's own navigation) passes; `same-site` and
 *    `cross-site` pass only when `Origin` is in `allowedOrigins`; any other value is refused.
 * 2. Without `Sec-Fetch-Site` (older browsers, servers): an `Origin` must name this host (compared by
 *    host and port: a TLS-terminating balancer changes the scheme the proxy sees) or be allowed;
 *    `Origin: null` is refused.
 * 3. Without both: GET and HEAD pass; POST passes only with `allowRequestsWithoutOrigin`. A browser
 *    always sends one of the two on a POST, and a cross-site POST cannot carry
 *    `content-type: application/json` without a CORS preflight the proxy does not grant, so such
 *    requests come from non-browser clients — which the per-client rate limit still bounds.
 */
export function checkRequestOrigin(request: Request, url: URL, policy: OriginPolicy): void {
  const site = request.headers.get('sec-fetch-site')
  const origin = request.headers.get('origin')
  const allowed = origin !== null && policy.allowedOrigins.has(origin)
  if (site !== null) {
    if (site === 'same-origin' || site === 'none') return
    if ((site === 'same-site' || site === 'cross-site') && allowed) return
    throw forbidden()
  }
  if (origin !== null) {
    if (allowed || originHost(origin) === url.host) return
    throw forbidden()
  }
  if (request.method === 'GET' || request.method === 'HEAD') return
  if (policy.allowRequestsWithoutOrigin) return
  throw forbidden()
}

function originHost(origin: string): string | undefined {
  try {
    const parsed = new URL(origin)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.host : undefined
  } catch {
    return undefined // `null` and garbage name no host
  }
}
