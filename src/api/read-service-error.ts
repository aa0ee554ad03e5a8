import type { ApiErrorDetail } from './types'

/** What a Study Service error answer says, read tolerantly. */
export interface ServiceErrorFields {
  status: number
  /** The service's `code`, else the caller's fallback for the status. */
  code: string
  /** The service's `message`, else one naming the status. */
  message: string
  /** The fields at fault, when the service listed them. */
  details: ApiErrorDetail[] | undefined
  /** `Retry-After`, in whole seconds; undefined when absent or unreadable. */
  retryAfterSeconds: number | undefined
}

/**
 * Reads a non-2xx answer of the Study Service (or of the proxy, which answers in the same shape):
 * `{ "error": { "code", "message", "details"? } }` (docs/service.md#errors), tolerating any other
 * body — a gateway's HTML page, an empty body — when `fallbackCode` names the status. The list of
 * codes is open: a client that meets one it does not know goes by the status.
 * @param body the parsed JSON body, or undefined when it was not JSON
 * @example readServiceError(response, await response.json().catch(() => undefined), (s) => `http_${s}`)
 */
export function readServiceError(
  response: Pick<Response, 'status' | 'statusText' | 'headers'>,
  body: unknown,
  fallbackCode: (status: number) => string,
  now = Date.now(),
): ServiceErrorFields {
  const error =
    typeof body === 'object' && body !== null && 'error' in body
      ? (body.error as { code?: unknown; message?: unknown; details?: unknown } | null)
      : undefined
  const status = response.status
  return {
    status,
    code: typeof error?.code === 'string' ? error.code : fallbackCode(status),
    message:
      typeof error?.message === 'string'
        ? error.message
        : `The server answered ${status} ${response.statusText}`.trim(),
    details: Array.isArray(error?.details) ? (error.details as ApiErrorDetail[]) : undefined,
    retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after'), now),
  }
}

/**
 * `Retry-After` in whole seconds: delay-seconds, or an HTTP-date counted from `now`
 * (RFC 9110 §10.2.3); undefined when absent or unreadable. The one reader of the header.
 * @example parseRetryAfter('17') // 17
 */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined
  if (/^\d+$/.test(header.trim())) return Number(header.trim())
  // An HTTP-date names its month and weekday; "-1" or "1.5" is no date, whatever Date.parse says.
  if (!/[a-z]{3}/i.test(header)) return undefined
  const date = Date.parse(header)
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000))
}
