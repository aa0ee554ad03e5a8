/** A form post larger than this is refused: console forms have a few short fields. */
export const maxFormBytes = 16_384

/** A problem with the form post itself (not with what was typed): answered 400. */
export class FormPostError extends Error {
  override name = 'FormPostError' as const
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
    throw new FormPostError('Send the form as application/x-www-form-urlencoded.')
  }
  const text = await request.text()
  if (new TextEncoder().encode(text).byteLength > maxFormBytes) {
    throw new FormPostError('The form is too large.')
  }
  const fields = new URLSearchParams(text)
  return (name) => (fields.get(name) ?? '').trim()
}
