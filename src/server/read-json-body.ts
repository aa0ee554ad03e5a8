import { ProxyError } from './proxy-error'

/** A POST body that passed the proxy's checks: the bytes to forward and their parsed value. */
export interface JsonBody {
  bytes: Uint8Array<ArrayBuffer>
  value: Record<string, unknown>
}

/**
 * Reads a participant call's body: `application/json` (else 415 `unsupported_media_type`), at most
 * `maxBytes` whether or not `Content-Length` says so (else 413 `payload_too_large`, without reading
 * further), UTF-8 JSON holding an object (else 400 `bad_request`). Junk is refused here, before it
 * can spend an upstream request.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<JsonBody> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new ProxyError(
      415,
      'unsupported_media_type',
      'Send the body as JSON with `content-type: application/json`.',
    )
  }
  const declared = request.headers.get('content-length')
  if (declared !== null) {
    if (!/^\d{1,15}$/.test(declared)) {
      throw new ProxyError(400, 'bad_request', 'Content-Length is malformed.')
    }
    if (Number(declared) > maxBytes) throw tooLarge(maxBytes)
  }
  const bytes = await readAtMost(request, maxBytes)
  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    throw new ProxyError(400, 'bad_request', 'The body is not valid UTF-8 JSON.')
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProxyError(400, 'bad_request', 'The body must be a JSON object.')
  }
  return { bytes, value: value as Record<string, unknown> }
}

/** `application/json`, optionally with `charset=utf-8` (RFC 8259 §8.1: JSON is UTF-8). */
function isJsonContentType(header: string | null): boolean {
  if (header === null) return false
  const [type, ...parameters] = header.split(';').map((part) => part.trim().toLowerCase())
  if (type !== 'application/json') return false
  return parameters.every(
    (parameter) => !parameter.startsWith('charset=') || /^charset="?utf-8"?$/.test(parameter),
  )
}

async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0)
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        // Released, not cancelled: cancelling would destroy a Node request and reset its
        // connection under the 413; the server adapter drains or closes what is left.
        reader.releaseLock()
        throw tooLarge(maxBytes)
      }
      chunks.push(value)
    }
  } catch (error) {
    if (error instanceof ProxyError) throw error
    throw new ProxyError(400, 'bad_request', 'The request body could not be read.')
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

function tooLarge(maxBytes: number): ProxyError {
  return new ProxyError(
    413,
    'payload_too_large',
    `The body passes ${maxBytes} bytes; send answers in smaller batches.`,
  )
}
