import { parseRetryAfter } from '../api/read-service-error'

/**
 * A failed Link-Shortening API call. The link API answers `{ error: "<message>" }`
 * (docs/service.md#link-api), with no code — unlike the Study Service — so `status` tells what
 * happened: 400 bad input, 401 bad key, 404 unknown link, 409 alias taken, 429 too many creations
 * (see `retryAfter`). A call that never got an answer has `status` 0, with the cause attached.
 *
 * @example
 * try { await links.create({ destination_url: url, alias: 'spring' }) } catch (error) {
 *   if (isLinkApiError(error) && error.status === 409) … // pick another alias
 * }
 */
export class LinkApiError extends Error {
  override name = 'LinkApiError' as const
  /** The HTTP status, or 0 when no response arrived. */
  readonly status: number
  /** Seconds to wait before retrying, from `Retry-After` (429, 503). */
  readonly retryAfter: number | undefined

  constructor(input: { status: number; message: string; retryAfter?: number; cause?: unknown }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause })
    this.status = input.status
    this.retryAfter = input.retryAfter
  }

  /** Whether the same call may succeed later: no answer, 429, or a 5xx. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500
  }
}

/** Whether a value is a {@link LinkApiError} (also across bundled copies of the class). */
export function isLinkApiError(value: unknown): value is LinkApiError {
  return (
    value instanceof LinkApiError ||
    (value instanceof Error && value.name === 'LinkApiError' && 'status' in value)
  )
}

/**
 * Builds the error for a non-2xx answer from its parsed body `{ error: "<message>" }`,
 * tolerating any other body (a gateway's HTML page, say): then the message names the status.
 */
export function linkApiErrorFrom(response: Response, body: unknown): LinkApiError {
  const error = (body as { error?: unknown } | null | undefined)?.error
  return new LinkApiError({
    status: response.status,
    message:
      typeof error === 'string' && error !== ''
        ? error
        : `The link API answered ${response.status} ${response.statusText}`.trim(),
    retryAfter: parseRetryAfter(response.headers.get('retry-after')),
  })
}
