import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { signPayload } from '../../src/server/sign-payload'
import { verifySignature } from '../../src/server/verify-signature'

// signPayload and verifySignature (docs/service.md#events) against published-style vectors: a
// fixed secret, timestamp and body, the expected hex computed outside this code (Python's hmac
// when the vectors were written, node:crypto again here).

const vectors = [
  {
    name: 'an event body',
    secret: 'whsec_test_secret_0123456789abcdef',
    timestamp: 1_767_225_600,
    body: '{"id":"evt_test","type":"session.started","created_at":"2026-01-01T00:00:00.000Z","api_version":"v1","data":{"sessionId":"ses_1","studyId":"energy-check"}}',
    hex: '3ea15c94735838de59fe31e4830a7355268e3f951649a6dfe3bf33cd001e3f62',
  },
  {
    name: 'non-ASCII secret and body (UTF-8 bytes)',
    secret: 'whsec_ünïcödé-secret',
    timestamp: 1_700_000_000,
    body: '{"text":"Grüße, مرحبا 👋"}',
    hex: 'b22ffdd83870a65724f1106464fd201bb0c7f5e8dd5d46766141a643031592ae',
  },
  {
    name: 'an empty body at t=0',
    secret: 's',
    timestamp: 0,
    body: '',
    hex: '2572e102ebbc88d57bc0ef48471ee28bb7fc8c6e9c0558b3c8e5d276f84ac9c3',
  },
]

const nodeHex = (secret: string, t: number | string, body: string | Buffer) =>
  createHmac('sha256', secret)
    .update(Buffer.concat([Buffer.from(`${t}.`), Buffer.from(body)]))
    .digest('hex')

describe('signPayload', () => {
  it.each(vectors)('matches the vector for $name', async ({ secret, timestamp, body, hex }) => {
    expect(nodeHex(secret, timestamp, body)).toBe(hex)
    expect(await signPayload(secret, body, timestamp)).toBe(`t=${timestamp},v1=${hex}`)
    expect(await signPayload(secret, new TextEncoder().encode(body), timestamp)).toBe(
      `t=${timestamp},v1=${hex}`,
    )
  })

  it('signs raw bytes as they are, even bytes that are not UTF-8', async () => {
    const bytes = Buffer.from([0xff, 0xfe, 0x7b, 0x7d])
    const expected = '39d0de348a80c781179e1167a5e88b511378a45bd71e4090c4c2e573f497f539'
    expect(nodeHex('whsec_bytes', 1_767_225_600, bytes)).toBe(expected)
    expect(await signPayload('whsec_bytes', bytes, 1_767_225_600)).toBe(
      `t=1767225600,v1=${expected}`,
    )
    expect(await signPayload('whsec_bytes', new Uint8Array(bytes).buffer, 1_767_225_600)).toBe(
      `t=1767225600,v1=${expected}`,
    )
  })

  it('defaults to the wall clock', async () => {
    const before = Math.floor(Date.now() / 1000)
    const header = await signPayload('s', '{}')
    const t = Number(/^t=(\d+),v1=[0-9a-f]{64}$/.exec(header)![1])
    expect(t).toBeGreaterThanOrEqual(before)
    expect(t).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000))
  })

  it('throws a message that says the fix on misuse', async () => {
    await expect(signPayload('', '{}')).rejects.toThrow(/secret/)
    await expect(signPayload('s', { a: 1 } as never)).rejects.toThrow(/raw body/)
    await expect(signPayload('s', '{}', 1.5)).rejects.toThrow(/whole Unix seconds/)
  })

  it('agrees with node:crypto on any secret, body and time', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.integer({ min: 0, max: 4_000_000_000 }),
        async (secret, body, t) => {
          expect(await signPayload(secret, body, t)).toBe(`t=${t},v1=${nodeHex(secret, t, body)}`)
        },
      ),
      { numRuns: 200 },
    )
  })
})

describe('verifySignature', () => {
  const [vector] = vectors
  const { secret, timestamp: t, body, hex } = vector!
  const header = `t=${t},v1=${hex}`
  const verify = (overrides: Record<string, unknown> = {}) =>
    verifySignature({ header, rawBody: body, secret, now: t, ...overrides })

  it.each(vectors)('accepts the vector for $name', async (v) => {
    const result = await verifySignature({
      header: `t=${v.timestamp},v1=${v.hex}`,
      rawBody: v.body,
      secret: v.secret,
      now: v.timestamp,
    })
    expect(result).toEqual({ ok: true })
  })

  it('accepts bytes, ArrayBuffer and Buffer bodies', async () => {
    for (const rawBody of [
      new TextEncoder().encode(body),
      new TextEncoder().encode(body).buffer,
      Buffer.from(body),
    ]) {
      expect(await verify({ rawBody })).toEqual({ ok: true })
    }
  })

  it('accepts 300 s either way and refuses 301 s', async () => {
    expect(await verify({ now: t + 300 })).toEqual({ ok: true })
    expect(await verify({ now: t - 300 })).toEqual({ ok: true })
    expect(await verify({ now: t + 301 })).toEqual({ ok: false, reason: 'timestamp_too_old' })
    expect(await verify({ now: t - 301 })).toEqual({ ok: false, reason: 'timestamp_in_future' })
    expect(await verify({ now: t + 1000, toleranceSeconds: 1000 })).toEqual({ ok: true })
  })

  it('uses the wall clock by default', async () => {
    expect(await verifySignature({ header, rawBody: body, secret })).toEqual({
      ok: false,
      reason: 'timestamp_too_old',
    })
    const fresh = await signPayload(secret, body)
    expect(await verifySignature({ header: fresh, rawBody: body, secret })).toEqual({ ok: true })
  })

  it('accepts any one of several v1 values, and any one of several secrets', async () => {
    const other = nodeHex('whsec_old', t, body)
    expect(await verify({ header: `t=${t},v1=${other},v1=${hex}` })).toEqual({ ok: true })
    expect(await verify({ header: `t=${t},v1=${hex},v1=${other}` })).toEqual({ ok: true })
    expect(
      await verify({
        header: `t=${t},v1=${other}`,
        secret: undefined,
        secrets: [secret, 'whsec_old'],
      }),
    ).toEqual({ ok: true })
    expect(await verify({ header: `t=${t},v1=${other}` })).toEqual({
      ok: false,
      reason: 'signature_mismatch',
    })
  })

  it('ignores schemes other than v1 beside a v1', async () => {
    expect(await verify({ header: `t=${t},v0=abc,v1=${hex}` })).toEqual({ ok: true })
  })

  it.each<[string, Record<string, unknown>, string]>([
    ['a space after the comma', { header: `t=${t}, v1=${hex}` }, 'malformed_header'],
    ['a space around =', { header: `t=${t},v1 =${hex}` }, 'malformed_header'],
    ['t=abc', { header: `t=abc,v1=${hex}` }, 'invalid_timestamp'],
    ['t=123abc', { header: `t=${t}abc,v1=${hex}` }, 'invalid_timestamp'],
    ['t=-5', { header: `t=-5,v1=${hex}` }, 'invalid_timestamp'],
    ['t=1e9', { header: `t=1e9,v1=${hex}` }, 'invalid_timestamp'],
    ['t missing', { header: `v1=${hex}` }, 'invalid_timestamp'],
    ['a future timestamp', { now: t - 3600 }, 'timestamp_in_future'],
    ['an old timestamp', { now: t + 3600 }, 'timestamp_too_old'],
    ['uppercase hex', { header: `t=${t},v1=${hex.toUpperCase()}` }, 'malformed_header'],
    ['odd-length hex', { header: `t=${t},v1=${hex.slice(1)}` }, 'malformed_header'],
    ['a shorter signature', { header: `t=${t},v1=${hex.slice(2)}` }, 'signature_mismatch'],
    ['a longer signature', { header: `t=${t},v1=${hex}00` }, 'signature_mismatch'],
    ['a duplicated header (joined)', { header: `${header}, ${header}` }, 'duplicate_header'],
    ['a duplicated header (list)', { header: [header, header] }, 'duplicate_header'],
    ['two t=', { header: `t=${t},t=${t},v1=${hex}` }, 'duplicate_header'],
    ['v0= only', { header: `t=${t},v0=${hex}` }, 'no_v1_signature'],
    ['no header', { header: undefined }, 'missing_header'],
    ['an empty header', { header: '' }, 'missing_header'],
    ['a trailing comma', { header: `${header},` }, 'malformed_header'],
    [
      'a parsed object instead of the raw body',
      { rawBody: JSON.parse(body) as unknown },
      'raw_body_required',
    ],
    [
      're-serialised JSON',
      { rawBody: JSON.stringify(JSON.parse(body), null, 1) },
      'signature_mismatch',
    ],
    ['a different body', { rawBody: `${body} ` }, 'signature_mismatch'],
    ['a wrong secret', { secret: 'whsec_wrong' }, 'signature_mismatch'],
    ['no secret', { secret: undefined }, 'invalid_options'],
    ['an empty secret', { secret: '' }, 'invalid_options'],
    ['a negative tolerance', { toleranceSeconds: -1 }, 'invalid_options'],
    ['a header that is not a string', { header: 42 }, 'malformed_header'],
  ])('refuses %s', async (_name, overrides, reason) => {
    expect(await verify(overrides)).toEqual({ ok: false, reason })
  })

  it('a one-element header list is the header', async () => {
    expect(await verify({ header: [header] })).toEqual({ ok: true })
  })

  it('never throws, whatever it is given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), fc.anything(), fc.anything(), async (h, b, s) => {
        const result = await verifySignature({ header: h, rawBody: b, secret: s } as never)
        expect(result.ok).toBe(false)
      }),
      { numRuns: 300 },
    )
    expect((await verifySignature(undefined as never)).ok).toBe(false)
  })

  it('accepts what node:crypto signs and refuses any one flipped hex digit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1 }),
        fc.string(),
        fc.integer({ min: 0, max: 63 }),
        async (key, text, position) => {
          const good = nodeHex(key, t, text)
          const flipped =
            good.slice(0, position) +
            (good[position] === '0' ? '1' : '0') +
            good.slice(position + 1)
          const check = (v1: string) =>
            verifySignature({ header: `t=${t},v1=${v1}`, rawBody: text, secret: key, now: t })
          expect(await check(good)).toEqual({ ok: true })
          expect(await check(flipped)).toEqual({ ok: false, reason: 'signature_mismatch' })
        },
      ),
      { numRuns: 200 },
    )
  })
})
