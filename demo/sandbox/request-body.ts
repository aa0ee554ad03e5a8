import { isBodyTooLargeError, readBoundedRequestBody } from '../read-bounded-body'
import { SandboxError } from './errors'

/**
 * Reads a JSON request body under the API's error rules: over `maxBytes` → 413
 * `payload_too_large` (counted while it arrives, so an endless chunked body is never held);
 * a malformed Content-Length or a broken stream → 400 `bad_request`; a body whose Content-Type is not `application/json` → 415
 * `unsupported_media_type`; malformed JSON → 400 `bad_request`. An empty body is undefined,
 * whatever its Content-Type, so optional bodies may be left out.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const bytes = await readSandboxBody(request, maxBytes)
  if (bytes.byteLength === 0) return undefined
  if (!isJsonMediaType(request.headers.get('content-type'))) {
    throw new SandboxError('unsupported_media_type', 'Send the body as application/json.')
  }
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) as unknown
  } catch {
    throw new SandboxError('bad_request', 'The body is not valid JSON.')
  }
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
export function isJsonMediaType(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/**
 * The raw bytes of a body of at most `maxBytes`, with the sandbox's errors: 413
 * `payload_too_large` as soon as the limit is passed, 400 `bad_request` when it cannot be read.
 */
export async function readSandboxBody(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer>> {
  try {
    return await readBoundedRequestBody(request, maxBytes)
  } catch (error) {
    if (isBodyTooLargeError(error)) {
      throw new SandboxError('payload_too_large', error.message)
    }
    throw new SandboxError('bad_request', (error as Error).message)
  }
}
