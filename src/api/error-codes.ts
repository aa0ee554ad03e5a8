/**
 * The error codes of docs/service.md#errors with the HTTP status each is answered with. The list is
 * open-ended (docs/service.md#errors): a client meeting an unknown code goes by the status.
 */
export const errorStatus = {
  bad_request: 400,
  unauthorized: 401,
  invalid_signature: 401,
  insufficient_scope: 403,
  forbidden: 403, // the proxy: a host's sessionGuard refused the call
  forbidden_origin: 403, // the proxy: CSRF defence (Sec-Fetch-Site / Origin)
  invalid_token: 403,
  license_inactive: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  study_not_live: 409,
  session_closed: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  rate_limited: 429,
  internal_error: 500,
  upstream_unavailable: 502,
  upstream_timeout: 504,
} as const

export type KnownErrorCode = keyof typeof errorStatus
