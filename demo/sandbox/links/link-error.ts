import type { LinkApiErrorBody } from '../../../src/api/link-types'

/**
 * The statuses the link API answers with (docs/service.md#link-api), plus 405 and 500 as any
 * service.
 */
export type LinkErrorStatus = 400 | 401 | 404 | 405 | 409 | 429 | 500

/**
 * An error of the Link-Shortening API. Its body is `{ error: "<message>" }`
 * (docs/service.md#link-api), not
 * the Study Service's `{ error: { code, message } }`, so link routes throw this and the link
 * routes' own error handler (routes/links.ts) turns it into a response.
 */
export class LinkError extends Error {
  override name = 'LinkError' as const

  constructor(
    readonly status: LinkErrorStatus,
    message: string,
    /** Extra response headers, e.g. `Retry-After` on 429 or `Allow` on 405. */
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}

/** 400 for bad input; the message names the field. */
export function badLinkInput(message: string): LinkError {
  return new LinkError(400, message)
}

/** Builds the JSON error response, never including a stack trace. */
export function linkErrorResponse(error: LinkError): Response {
  const body: LinkApiErrorBody = { error: error.message }
  return new Response(JSON.stringify(body), {
    status: error.status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...error.headers },
  })
}
