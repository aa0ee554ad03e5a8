/**
 * A random, URL-safe id (a UUID v4), e.g. for the `Idempotency-Key` of a session start.
 * `crypto.randomUUID` exists only in secure contexts; `getRandomValues` everywhere.
 */
export function createRandomId(): string {
  const cryptoApi = globalThis.crypto
  if (typeof cryptoApi?.randomUUID === 'function') return cryptoApi.randomUUID()
  const bytes = new Uint8Array(16)
  cryptoApi.getRandomValues(bytes)
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40 // RFC 9562 §5.4: version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80 // variant 10
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
