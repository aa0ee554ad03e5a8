/**
 * CORS, only for origins the host configured (`allowedOrigins`): without configuration the proxy
 * sends no `Access-Control-*` header at all, so browsers keep other sites out.
 */

/** Request headers a cross-origin page may send (the forwarded allowlist minus safelisted ones). */
const allowedRequestHeaders = 'content-type, idempotency-key, accept-language'

/**
 * Every answer depends on these request headers (CSRF decision, CORS): caches must key on them
 * (RFC 9110 §12.5.5; web.dev "Fetch Metadata": vary on `Sec-Fetch-Site` when cacheable).
 */
export const varyHeader = 'Origin, Sec-Fetch-Site'

/** The CORS headers of an ordinary answer to `origin`, if that origin is allowed. */
export function corsHeaders(
  origin: string | null,
  allowedOrigins: ReadonlySet<string>,
): Record<string, string> {
  if (origin === null || !allowedOrigins.has(origin)) return {}
  return {
    'access-control-allow-origin': origin,
    'access-control-expose-headers': 'ETag, Retry-After',
  }
}

/**
 * Answers a CORS preflight (`OPTIONS` with `Access-Control-Request-Method`) from an allowed origin
 * for a known route, or undefined when the request is no such preflight.
 */
export function answerPreflight(
  request: Request,
  routeMethods: string,
  allowedOrigins: ReadonlySet<string>,
): Response | undefined {
  const origin = request.headers.get('origin')
  const method = request.headers.get('access-control-request-method')
  if (request.method !== 'OPTIONS' || origin === null || method === null) return undefined
  if (!allowedOrigins.has(origin)) return undefined
  if (!routeMethods.split(', ').includes(method)) return undefined
  return new Response(null, {
    status: 204,
    headers: {
      'access-control-allow-origin': origin,
      'access-control-allow-methods': routeMethods,
      'access-control-allow-headers': allowedRequestHeaders,
      'access-control-max-age': '600',
      'cache-control': 'no-store',
      vary: `${varyHeader}, Access-Control-Request-Method, Access-Control-Request-Headers`,
    },
  })
}
