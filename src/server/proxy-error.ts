import type { ApiErrorDetail } from '../api/types'

/**
 * An answer the proxy gives itself, without the Study Service: thrown anywhere in the pipeline and
 * turned into a Response in one place ({@link ProxyError.toResponse}), as Hono's `HTTPException`.
 * The body has the service's shape `{ error: { code, message } }` (docs/service.md#errors).
 */
export class ProxyError extends Error {
  override name = 'ProxyError' as const

  constructor(
    /** The HTTP status, e.g. 429. */
    readonly status: number,
    /** The error code of docs/service.md#errors, e.g. `rate_limited`. */
    readonly code: string,
    message: string,
    /** Extra response headers, e.g. `Allow` or `Retry-After`. */
    readonly headers: Record<string, string> = {},
    /** Which fields were wrong (422 `validation_failed`), as JSON paths. */
    readonly details?: readonly ApiErrorDetail[],
  ) {
    super(message)
  }

  /** The error as the browser sees it. */
  toResponse(): Response {
    return errorResponse(this.status, this.code, this.message, this.headers, this.details)
  }
}

/** Tells a {@link ProxyError} from anything else thrown. */
export function isProxyError(error: unknown): error is ProxyError {
  return error instanceof ProxyError
}

/**
 * Builds the service's error body `{ error: { code, message } }` (docs/service.md#errors) as a
 * Response.
 */
export function errorResponse(
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
  details?: readonly ApiErrorDetail[],
): Response {
  return Response.json(
    { error: { code, message, ...(details?.length ? { details } : {}) } },
    { status, headers: { 'cache-control': 'no-store', ...headers } },
  )
}

/** 429 `rate_limited` with `Retry-After` in whole seconds (RFC 9110 §10.2.3), at least 1. */
export function rateLimited(message: string, retryAfterMs: number): ProxyError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000))
  return new ProxyError(429, 'rate_limited', message, { 'retry-after': String(seconds) })
}
