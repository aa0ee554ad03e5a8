import type { ApiErrorDetail } from '../api/types'

/**
 * What a host receives through `onError` (docs/architecture.md#host-interface): the service's
 * `code` when the failure came
 * from the API, else one of the widget's own codes (`network_error`, `content_error`,
 * `translation_missing`, …).
 */
export interface StudyRunnerErrorReport {
  code: string
  message: string
  details?: ApiErrorDetail[]
}

/** Base class of every error the widget raises; `code` is stable, `message` is for developers. */
export class StudyRunnerError extends Error {
  override name: string = 'StudyRunnerError'
  /** A stable, machine-readable code, e.g. `license_inactive` or `network_error`. */
  readonly code: string

  constructor(code: string, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.code = code
  }

  /** The error as the host's `onError` callback receives it. */
  toReport(): StudyRunnerErrorReport {
    return { code: this.code, message: this.message }
  }
}

/** Options of {@link ApiError}. */
export interface ApiErrorOptions {
  /** The HTTP status the proxy or the service answered. */
  status: number
  /**
   * The service's error `code`; the status decides when the body had none (docs/service.md#errors).
   */
  code: string
  message: string
  details?: ApiErrorDetail[]
  /** From a `Retry-After` header (seconds), in milliseconds. */
  retryAfterMs?: number
}

/**
 * A non-2xx answer of the Study Service (or the proxy), keeping the service's `code`
 * (docs/service.md#errors).
 */
export class ApiError extends StudyRunnerError {
  override name = 'ApiError' as const
  readonly status: number
  readonly details: ApiErrorDetail[]
  /** True when the same request may succeed later: 408, 429 and 5xx. */
  readonly retryable: boolean
  /** How long the server asked us to wait before retrying, when it said so. */
  readonly retryAfterMs: number | undefined

  constructor(options: ApiErrorOptions) {
    super(options.code, options.message)
    this.status = options.status
    this.details = options.details ?? []
    this.retryable = options.status === 408 || options.status === 429 || options.status >= 500
    this.retryAfterMs = options.retryAfterMs
  }

  override toReport(): StudyRunnerErrorReport {
    return this.details.length > 0
      ? { code: this.code, message: this.message, details: this.details }
      : { code: this.code, message: this.message }
  }
}

/** The request never got an answer (offline, DNS, CORS, connection reset). Always retryable. */
export class NetworkError extends StudyRunnerError {
  override name = 'NetworkError' as const
  readonly retryable = true as const

  constructor(message: string, options?: { cause?: unknown }) {
    super('network_error', message, options)
  }
}

/** Why an element of the study content cannot be shown. */
export type ContentErrorCode =
  | 'unknown_element'
  /** A question type this version cannot show (content from a newer service). */
  | 'unknown_question_type'
  | 'missing_options'
  /** A `matrix` question without `rows`. */
  | 'missing_rows'
  /** A `showIf` / `endIf` that is not a JsonLogic rule; the element or module is not shown. */
  | 'invalid_condition'
  /** A computed value that cannot be worked out (malformed, an unknown variable, a cycle). */
  | 'invalid_computed'
  /** A placeholder (`{{VARIABLE}}`) names no variable of the study; it shows its fallback. */
  | 'unknown_variable'

/**
 * The study content is wrong or uses something this widget cannot show yet. Raised per element, so
 * the element shows a content-error box and the rest of the study still works
 * (docs/content-format.md).
 */
export class ContentError extends StudyRunnerError {
  override name = 'ContentError' as const
  override readonly code: ContentErrorCode
  /**
   * The element (question or instrument item id; a module id for a module's condition; the
   * translation key for a placeholder).
   */
  readonly elementId: string

  constructor(code: ContentErrorCode, elementId: string, message: string) {
    super(code, message)
    this.code = code
    this.elementId = elementId
  }
}

/** True for every error raised by the widget. */
export function isStudyRunnerError(error: unknown): error is StudyRunnerError {
  return error instanceof StudyRunnerError
}

/** True for a non-2xx answer of the service or the proxy. */
export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** True when a request got no answer at all. */
export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError
}

/** True for a problem in the study content. */
export function isContentError(error: unknown): error is ContentError {
  return error instanceof ContentError
}

/** True when repeating the same request may succeed: network failures, 408, 429, 5xx. */
export function isRetryableError(error: unknown): boolean {
  return isNetworkError(error) || (isApiError(error) && error.retryable)
}

/**
 * True when the study cannot be taken at all (docs/service.md#participant-calls): its licence is
 * inactive or it is not live.
 * The participant is told plainly; retrying does not help.
 */
export function isStudyUnavailableError(error: unknown): error is ApiError {
  return isApiError(error) && (error.code === 'license_inactive' || error.code === 'study_not_live')
}

/**
 * True when the stored session can take no more answers (docs/service.md#participant-calls): it is
 * closed or abandoned (409 `session_closed`), unknown (404 `not_found`) or its token is refused
 * (403 `invalid_token`). The participant is offered a fresh start.
 */
export function isSessionLostError(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    ((error.status === 409 && error.code === 'session_closed') ||
      (error.status === 404 && error.code === 'not_found') ||
      (error.status === 403 && error.code === 'invalid_token'))
  )
}

/** Wraps anything thrown into a {@link StudyRunnerError}, keeping the original as `cause`. */
export function toStudyRunnerError(error: unknown): StudyRunnerError {
  if (isStudyRunnerError(error)) return error
  const message = error instanceof Error ? error.message : String(error)
  return new StudyRunnerError('internal_error', message, { cause: error })
}
