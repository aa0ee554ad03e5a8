import { SandboxError } from './errors'

/**
 * Reads a JSON request body under the rules of DESIGN.md §5: over `maxBytes` → 413
 * `payload_too_large`; a body whose Content-Type is not `application/json` → 415
 * `unsupported_media_type`; malformed JSON → 400 `bad_request`. An empty body is undefined,
 * whatever its Content-Type, so optional bodies may be left out.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw tooLarge(maxBytes)
  const bytes = new Uint8Array(await request.arrayBuffer())
  if (bytes.byteLength === 0) return undefined
  if (bytes.byteLength > maxBytes) throw tooLarge(maxBytes)
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

function tooLarge(maxBytes: number): SandboxError {
  return new SandboxError('payload_too_large', `The body is larger than ${maxBytes} bytes.`)
}
