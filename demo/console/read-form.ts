import { isBodyTooLargeError, readBoundedRequestBody } from '../read-bounded-body'

/** A form post larger than this is refused: console forms have a few short fields. */
export const maxFormBytes = 32_768

/**
 * A problem with the form post itself (not with what was typed): answered with its `status`,
 * 413 for a form over {@link maxFormBytes}, 415 for another media type, else 400.
 */
export class FormPostError extends Error {
  override name = 'FormPostError' as const

  constructor(
    message: string,
    readonly status: 400 | 413 | 415 = 400,
  ) {
    super(message)
  }
}

/**
 * Reads a posted form (`application/x-www-form-urlencoded`, as the console's forms send it) and
 * answers a reader of trimmed fields (an absent field is '').
 *
 * @throws FormPostError when the body is not such a form or too large
 */
export async function readForm(request: Request): Promise<(name: string) => string> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') {
    throw new FormPostError('Send the form as application/x-www-form-urlencoded.', 415)
  }
  let text: string
  try {
    // Counted while it arrives: a huge post stops at the limit, never held whole.
    text = new TextDecoder().decode(await readBoundedRequestBody(request, maxFormBytes))
  } catch (error) {
    if (isBodyTooLargeError(error)) throw new FormPostError('The form is too large.', 413)
    throw new FormPostError('The form could not be read.')
  }
  const fields = new URLSearchParams(text)
  return (name) => (fields.get(name) ?? '').trim()
}
