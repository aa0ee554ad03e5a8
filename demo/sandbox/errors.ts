import type { ApiErrorBody, ApiErrorDetail } from '../../src/api/types'
import { errorStatus, type KnownErrorCode } from '../../src/api/error-codes'

/**
 * An error that becomes an API error response (docs/service.md#errors). Route code throws it; the
 * one error handler in create-sandbox.ts turns it into `{ error: { code, message, details? } }`,
 * the way Hono's HTTPException is handled in one place.
 */
export class SandboxError extends Error {
  override name = 'SandboxError' as const
  /** The HTTP status, looked up from the code (src/api/error-codes.ts). */
  readonly status: number

  constructor(
    readonly code: KnownErrorCode,
    message: string,
    readonly details?: ApiErrorDetail[],
    /** Extra response headers, e.g. `Allow` on 405 or `Retry-After` on 429. */
    readonly headers: Record<string, string> = {},
    /** Overrides the code's usual status, e.g. 422 `license_inactive` on POST /studies. */
    status?: number,
  ) {
    super(message)
    this.status = status ?? errorStatus[code]
  }
}

/**
 * Shorthand for 422 `validation_failed`: the message names the first field
 * (docs/service.md#errors).
 */
export function validationFailed(details: ApiErrorDetail[]): SandboxError {
  const first = details[0]
  const message = first ? `${first.field}: ${first.message}` : 'The request is not valid.'
  return new SandboxError('validation_failed', message, details)
}

/** Builds the JSON error response for a code, never including a stack trace. */
export function errorResponse(error: SandboxError): Response {
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } }
  if (error.details && error.details.length > 0) body.error.details = error.details
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  })
}
