import { rawBodyBytes, signedDigest, toHex, type RawBody } from './webhook-crypto'

/**
 * Signs a body as the Study Service signs events and as inbound pushes must be signed
 * (docs/service.md#events): the lowercase hex HMAC-SHA256 of `<timestamp>.<raw body>` under the
 * secret, as the header value `t=<timestamp>,v1=<hex>`. Web Crypto only: Node ≥ 20 and edge
 * runtimes.
 *
 * @param secret the signing secret (its UTF-8 bytes are the HMAC key).
 * @param rawBody the exact body that will be sent: sign the bytes you send, never an object you
 *   serialise again later.
 * @param timestamp Unix seconds. @default the wall clock now
 * @returns the `x-service-signature` header value.
 * @example
 * const body = JSON.stringify({ action: 'session.create', data: { studyId: 'energy-check' } })
 * await fetch(inboundUrl, {
 *   method: 'POST',
 *   headers: { 'content-type': 'application/json', 'x-service-signature': await signPayload(secret,
 * body) },
 *   body,
 * })
 */
export async function signPayload(
  secret: string,
  rawBody: RawBody,
  timestamp: number = Math.floor(Date.now() / 1000),
): Promise<string> {
  if (typeof secret !== 'string' || secret === '') {
    throw new TypeError(
      '[study-runner] signPayload needs the signing secret as a non-empty string.',
    )
  }
  const body = rawBodyBytes(rawBody)
  if (!body) {
    throw new TypeError(
      '[study-runner] signPayload signs the raw body: pass the string or bytes you send, not a parsed object.',
    )
  }
  if (!Number.isSafeInteger(timestamp) || timestamp < 0) {
    throw new TypeError('[study-runner] signPayload takes the timestamp in whole Unix seconds.')
  }
  const t = String(timestamp)
  return `t=${t},v1=${toHex(await signedDigest(secret, t, body))}`
}
