// The cryptography shared by signPayload and verifySignature (docs/service.md#events), on Web
// Crypto only, so it runs on Node ≥ 20 and edge runtimes alike (no node: imports).

/** A raw request body as it arrived: text, or the exact bytes. */
export type RawBody = string | Uint8Array | ArrayBuffer

const encoder = new TextEncoder()

/** The body's bytes as they were sent, or undefined for anything that is not a raw body. */
export function rawBodyBytes(rawBody: unknown): Uint8Array | undefined {
  if (typeof rawBody === 'string') return encoder.encode(rawBody)
  if (rawBody instanceof Uint8Array) return rawBody
  if (rawBody instanceof ArrayBuffer) return new Uint8Array(rawBody)
  if (ArrayBuffer.isView(rawBody)) {
    return new Uint8Array(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength)
  }
  return undefined
}

/**
 * HMAC-SHA256 of `<timestamp>.<raw body>` under the secret's UTF-8 bytes (docs/service.md#events
 * "the signed string"). The body's bytes are appended as they are, never decoded and encoded again.
 */
export async function signedDigest(
  secret: string,
  timestamp: string,
  body: Uint8Array,
): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  )
  const prefix = encoder.encode(`${timestamp}.`)
  const message = new Uint8Array(prefix.byteLength + body.byteLength)
  message.set(prefix, 0)
  message.set(body, prefix.byteLength)
  return new Uint8Array(await crypto.subtle.sign('HMAC', key, message))
}

/** Lowercase hex, as the signature header carries it. */
export function toHex(bytes: Uint8Array): string {
  let hex = ''
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0')
  return hex
}

/** Decodes lowercase hex of even length; anything else (uppercase too) is undefined. */
export function fromLowercaseHex(hex: string): Uint8Array | undefined {
  if (hex.length === 0 || hex.length % 2 !== 0 || !/^[0-9a-f]+$/.test(hex)) return undefined
  const bytes = new Uint8Array(hex.length / 2)
  for (let index = 0; index < bytes.length; index++) {
    bytes[index] = Number.parseInt(hex.slice(index * 2, index * 2 + 2), 16)
  }
  return bytes
}

/**
 * Compares two byte strings in time that depends on their length only: lengths first (they are
 * not secret), then every byte, without an early exit.
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.byteLength !== b.byteLength) return false
  let difference = 0
  for (let index = 0; index < a.byteLength; index++) difference |= a[index]! ^ b[index]!
  return difference === 0
}
