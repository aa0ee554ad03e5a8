import { parseRetryAfter, readServiceError } from '../api/read-service-error'
import type { ApiErrorDetail } from '../api/types'

/** The status a code-less failure gets its code from (docs/service.md#errors). */
const codeByStatus: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'insufficient_scope',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  422: 'validation_failed',
  429: 'rate_limited',
  502: 'upstream_unavailable',
  504: 'upstream_timeout',
}

/**
 * A failed Study Service call. It keeps the service's `code` (the list is open-ended,
 * docs/service.md#errors: go by `status` for a code you do not know) and, on 429, `retryAfter` in
 * seconds. A call that never got an answer has `status` 0 and code `network_error`, with the cause
 * attached.
 *
 * @example
 * try { await client.studies.get('s1') } catch (error) {
 *   if (isStudyServiceError(error) && error.code === 'not_found') …
 * }
 */
export class StudyServiceError extends Error {
  override name = 'StudyServiceError' as const
  /** The HTTP status, or 0 when no response arrived. */
  readonly status: number
  /** The service's error code, e.g. `license_inactive`. */
  readonly code: string
  /** Seconds to wait before retrying, from `Retry-After` (429, 503). */
  readonly retryAfter: number | undefined
  /** The problems `validation_failed` lists, by field. */
  readonly details: ApiErrorDetail[] | undefined

  constructor(input: {
    status: number
    code: string
    message: string
    retryAfter?: number
    details?: ApiErrorDetail[]
    cause?: unknown
  }) {
    super(input.message, input.cause === undefined ? undefined : { cause: input.cause })
    this.status = input.status
    this.code = input.code
    this.retryAfter = input.retryAfter
    this.details = input.details
  }

  /** Whether the same call may succeed later: no answer, 429, or a 5xx. */
  get retryable(): boolean {
    return this.status === 0 || this.status === 429 || this.status >= 500
  }
}

/** Whether a value is a {@link StudyServiceError} (also across bundled copies of the class). */
export function isStudyServiceError(value: unknown): value is StudyServiceError {
  return (
    value instanceof StudyServiceError ||
    (value instanceof Error && value.name === 'StudyServiceError' && 'code' in value)
  )
}

/**
 * Builds the error for a non-2xx answer from its parsed body `{ error: { code, message } }`,
 * tolerating any other body (a gateway's HTML page, say): then the code follows the status.
 */
export function studyServiceErrorFrom(response: Response, body: unknown): StudyServiceError {
  const { status, code, message, details, retryAfterSeconds } = readServiceError(
    response,
    body,
    (status) => codeByStatus[status] ?? (status >= 500 ? 'internal_error' : `http_${status}`),
  )
  return new StudyServiceError({ status, code, message, retryAfter: retryAfterSeconds, details })
}

export { parseRetryAfter }
