import {
  fromLowercaseHex,
  rawBodyBytes,
  signedDigest,
  timingSafeEqual,
  type RawBody,
} from './webhook-crypto'

/** Options of {@link verifySignature} (docs/service.md#events). */
export interface VerifySignatureOptions {
  /**
   * The `x-service-signature` header as received. A list (Node's raw header values) must hold
   * exactly one value; a header sent twice is refused.
   */
  header: string | readonly string[] | null | undefined
  /** The exact request body: text or bytes as received, never a parsed and re-serialised object. */
  rawBody: RawBody
  /** The endpoint's signing secret. Give `secret` or `secrets`. */
  secret?: string
  /** Several secrets, e.g. the old and the new one while rotating; any one may match. */
  secrets?: readonly string[]
  /** How far `t` may be from `now`, in seconds, in either direction. @default 300 */
  toleranceSeconds?: number
  /** The time to check against, in Unix seconds. @default the wall clock */
  now?: number
}

/**
 * Why a signature was refused:
 * - `invalid_options`: no usable `secret`/`secrets`, or a bad `toleranceSeconds`/`now`;
 * - `raw_body_required`: `rawBody` is not a string or bytes (a parsed object, say);
 * - `missing_header`: no header, or an empty one;
 * - `duplicate_header`: the header was sent more than once (two values, or two `t=`);
 * - `malformed_header`: not `t=<digits>,v1=<hex>[,v1=<hex>…]` exactly — whitespace, an empty or
 *   `=`-less part, or a `v1` that is not lowercase hex;
 * - `invalid_timestamp`: `t` is missing or not all digits;
 * - `timestamp_too_old` / `timestamp_in_future`: `t` is more than the tolerance from `now`;
 * - `no_v1_signature`: no `v1=` value (only other schemes, e.g. `v0=`);
 * - `signature_mismatch`: no `v1` value equals the HMAC under any of the secrets.
 */
export type SignatureFailureReason =
  | 'invalid_options'
  | 'raw_body_required'
  | 'missing_header'
  | 'duplicate_header'
  | 'malformed_header'
  | 'invalid_timestamp'
  | 'timestamp_too_old'
  | 'timestamp_in_future'
  | 'no_v1_signature'
  | 'signature_mismatch'

/** The outcome of {@link verifySignature}: never an exception. */
export type VerifySignatureResult = { ok: true } | { ok: false; reason: SignatureFailureReason }

/** Longer headers are refused unread; twenty `v1=` values are far more than any rotation needs. */
const maxHeaderLength = 4096
const maxSignatures = 20
const digestBytes = 32

/**
 * Verifies an `x-service-signature` header over a raw body (docs/service.md#events), strictly:
 * `t` is all digits and within `toleranceSeconds` of `now` in either direction; any one of
 * several `v1=` values may match any of the secrets (rotation); the values are lowercase hex,
 * decoded and compared with the expected HMAC in constant time, length first. Web Crypto only,
 * so it runs on Node ≥ 20 and edge runtimes. It resolves `{ ok: false, reason }` for every bad
 * input and never throws.
 *
 * @example
 * const rawBody = await request.text() // the bytes as sent — not JSON.stringify(await
 * request.json())
 * const result = await verifySignature({
 *   header: request.headers.get('x-service-signature'),
 *   rawBody,
 *   secret: process.env.STUDY_WEBHOOK_SECRET,
 * })
 * if (!result.ok) return new Response(result.reason, { status: 400 })
 */
export async function verifySignature(
  options: VerifySignatureOptions,
): Promise<VerifySignatureResult> {
  try {
    return await verify(options)
  } catch {
    // Web Crypto refusing a key, a getter throwing… the caller still gets an answer.
    return { ok: false, reason: 'invalid_options' }
  }
}

async function verify(options: VerifySignatureOptions): Promise<VerifySignatureResult> {
  const fail = (reason: SignatureFailureReason): VerifySignatureResult => ({ ok: false, reason })
  if (typeof options !== 'object' || options === null) return fail('invalid_options')
  const secrets = [
    ...(options.secret === undefined ? [] : [options.secret]),
    ...(Array.isArray(options.secrets) ? (options.secrets as unknown[]) : []),
  ]
  if (
    secrets.length === 0 ||
    !secrets.every((secret) => typeof secret === 'string' && secret !== '') ||
    (options.secrets !== undefined && !Array.isArray(options.secrets))
  ) {
    return fail('invalid_options')
  }
  const tolerance = options.toleranceSeconds ?? 300
  const now = options.now ?? Math.floor(Date.now() / 1000)
  if (!isFiniteNonNegative(tolerance) || !isFiniteNonNegative(now)) return fail('invalid_options')

  const body = rawBodyBytes(options.rawBody)
  if (!body) return fail('raw_body_required')

  const parsed = parseHeader(options.header)
  if ('reason' in parsed) return fail(parsed.reason)
  const age = now - Number(parsed.timestamp)
  if (age > tolerance) return fail('timestamp_too_old')
  if (age < -tolerance) return fail('timestamp_in_future')

  for (const secret of secrets as string[]) {
    const expected = await signedDigest(secret, parsed.timestamp, body)
    let matched = false
    // Every value is compared, so the time taken does not tell which one matched.
    for (const signature of parsed.signatures)
      matched = timingSafeEqual(signature, expected) || matched
    if (matched) return { ok: true }
  }
  return fail('signature_mismatch')
}

function isFiniteNonNegative(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0
}

/**
 * Parses `t=<digits>,v1=<hex>[,v1=<hex>…]`: parts separated by a bare comma, each `key=value`
 * with no whitespace anywhere; schemes other than `t` and `v1` are ignored (`v0=` carries no
 * signature we accept).
 */
function parseHeader(
  header: VerifySignatureOptions['header'],
): { timestamp: string; signatures: Uint8Array[] } | { reason: SignatureFailureReason } {
  let value: unknown = header
  if (Array.isArray(value)) {
    if (value.length > 1) return { reason: 'duplicate_header' }
    value = value[0]
  }
  if (value === undefined || value === null || value === '') return { reason: 'missing_header' }
  if (typeof value !== 'string' || value.length > maxHeaderLength) {
    return { reason: 'malformed_header' }
  }
  const parts = value.split(',')
  // A header sent twice arrives joined as "t=…,v1=…, t=…,v1=…" (RFC 9110 §5.3).
  if (parts.filter((part) => part.trim().startsWith('t=')).length > 1) {
    return { reason: 'duplicate_header' }
  }
  let timestamp: string | undefined
  const signatures: Uint8Array[] = []
  let v1Count = 0
  for (const part of parts) {
    const match = /^([a-z0-9]+)=([^\s=,]*)$/.exec(part)
    if (!match) return { reason: 'malformed_header' }
    const [, key, text] = match as unknown as [string, string, string]
    if (key === 't') timestamp = text
    else if (key === 'v1') {
      v1Count++
      if (v1Count > maxSignatures) return { reason: 'malformed_header' }
      const bytes = fromLowercaseHex(text)
      if (!bytes) return { reason: 'malformed_header' }
      // A value of another length cannot match; it is kept out so every compare is of equals.
      if (bytes.byteLength === digestBytes) signatures.push(bytes)
    }
  }
  // Digits only (no sign, no fraction, no exponent), and few enough to stay an exact number.
  if (timestamp === undefined || !/^\d{1,15}$/.test(timestamp)) {
    return { reason: 'invalid_timestamp' }
  }
  if (v1Count === 0) return { reason: 'no_v1_signature' }
  return { timestamp, signatures }
}
