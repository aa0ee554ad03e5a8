import { createHash, createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The sandbox's own signing and checking of `x-service-signature` (docs/service.md#events), on
 * node:crypto. It shares nothing with src/server's Web Crypto helpers on purpose: each checks
 * the other in the tests.
 */

/** Signature age and skew allowed in either direction (docs/service.md#limits: five minutes). */
export const signatureToleranceSeconds = 300

/** `t=<t>,v1=<hex>[,v1=<hex>…]`: one v1 per secret, the newest first (rotation). */
export function signatureHeader(secrets: readonly string[], t: number, body: string): string {
  return [`t=${t}`, ...secrets.map((secret) => `v1=${hmacHex(secret, String(t), body)}`)].join(',')
}

function hmacHex(secret: string, t: string, body: string | Buffer): string {
  return createHmac('sha256', Buffer.from(secret, 'utf8'))
    .update(`${t}.`, 'utf8')
    .update(body)
    .digest('hex')
}

/** What a checked inbound signature yields: its `t` and a digest naming the signed bytes. */
export type SignatureCheck =
  { ok: true; t: number; digest: string } | { ok: false; message: string }

/**
 * Checks an inbound push's header against the raw body, strictly: `t=<digits>` once, one or more
 * `v1=<64 lowercase hex>`, bare commas, no whitespace; `t` within 300 s of `nowSeconds` either
 * way; a constant-time compare of equal-length digests.
 */
export function checkSignature(
  header: string | undefined,
  body: Buffer,
  secret: string,
  nowSeconds: number,
): SignatureCheck {
  if (!header) return { ok: false, message: 'Send the x-service-signature header.' }
  let t: string | undefined
  const signatures: Buffer[] = []
  for (const part of header.split(',')) {
    const match = /^([a-z0-9]+)=([^\s=,]*)$/.exec(part)
    if (!match) {
      return { ok: false, message: 'The signature header is not t=<unix seconds>,v1=<hex>.' }
    }
    if (match[1] === 't') {
      if (t !== undefined) return { ok: false, message: 'The signature header names t twice.' }
      t = match[2]
    } else if (match[1] === 'v1') {
      if (!/^[0-9a-f]{64}$/.test(match[2]!)) {
        return { ok: false, message: 'A v1 signature must be 64 lowercase hex digits.' }
      }
      signatures.push(Buffer.from(match[2]!, 'hex'))
    }
  }
  if (t === undefined || !/^\d{1,15}$/.test(t)) {
    return { ok: false, message: 'The signature timestamp t must be Unix seconds (digits only).' }
  }
  if (Math.abs(nowSeconds - Number(t)) > signatureToleranceSeconds) {
    return {
      ok: false,
      message: `The signature timestamp is more than ${signatureToleranceSeconds} seconds from now; sign with the current time.`,
    }
  }
  if (signatures.length === 0) return { ok: false, message: 'The header carries no v1 signature.' }
  const expected = Buffer.from(hmacHex(secret, t, body), 'hex')
  let matched = false
  for (const signature of signatures) {
    matched =
      (signature.length === expected.length && timingSafeEqual(signature, expected)) || matched
  }
  if (!matched) return { ok: false, message: 'The signature does not match this inbound URL.' }
  const digest = createHash('sha256').update(`${t}.`, 'utf8').update(body).digest('hex')
  return { ok: true, t: Number(t), digest }
}
