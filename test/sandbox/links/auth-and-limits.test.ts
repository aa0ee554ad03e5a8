import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { errorShape, startLinkSandbox, type LinkSandbox } from './link-http'

// Keys (docs/service.md#link-api) and the creation limit (docs/service.md#link-api) over HTTP.
let s: LinkSandbox
beforeAll(async () => {
  s = await startLinkSandbox()
})
afterAll(() => s.close())

const endpoints: [string, string, unknown?][] = [
  ['GET', '/links'],
  ['POST', '/links', { destination_url: 'https://example.org' }],
  ['GET', '/links/lnk_x'],
  ['DELETE', '/links/lnk_x'],
]

describe('keys', () => {
  for (const [method, path, json] of endpoints) {
    it(`${method} ${path} answers 401 { error } without a key`, async () => {
      const answer = await s.call(method, path, { json, key: null })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(errorShape)
    })
  }

  it('answers 401 for an unknown, a malformed and a revoked key', async () => {
    const { id, key } = await s.newKey()
    expect((await s.call('GET', '/links', { key })).status).toBe(200)
    await s.control('DELETE', `/_sandbox/keys/${id}`)
    for (const presented of [key, `sk_live_${'x'.repeat(32)}`, 'sk_test_abc', '']) {
      const answer = await s.call('POST', '/links', {
        json: { destination_url: 'https://example.org' },
        key: presented,
      })
      expect(answer.status).toBe(401)
      expect(answer.body).toEqual(errorShape)
    }
    const basic = await s.call('GET', '/links', {
      key: null,
      headers: { authorization: 'Basic dXNlcjpwYXNz' },
    })
    expect(basic.status).toBe(401)
  })

  it('takes the Study Service’s sk_live_ keys, whatever their scopes (the link API has none)', async () => {
    const { key } = await s.newClient(['read'])
    expect(key).toMatch(/^sk_live_[A-Za-z0-9_-]{32}$/)
    const answer = await s.call('POST', '/links', {
      json: { destination_url: 'https://example.org' },
      key,
    })
    expect(answer.status).toBe(201)
  })
})

describe('100 creations an hour per key', () => {
  it('answers the 101st creation 429 { error } with Retry-After; other keys go on', async () => {
    const { key } = await s.newKey('acc_limits')
    for (let index = 0; index < 100; index++) {
      const answer = await s.call('POST', '/links', {
        json: { destination_url: `https://example.org/${index}` },
        key,
      })
      expect(answer.status).toBe(201)
      expect(answer.headers.get('ratelimit-remaining')).toBe(String(99 - index))
    }
    const refused = await s.call('POST', '/links', {
      json: { destination_url: 'https://example.org/101' },
      key,
    })
    expect(refused.status).toBe(429)
    expect(refused.body).toEqual(errorShape)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(Number.isInteger(retryAfter)).toBe(true)
    expect(retryAfter).toBeGreaterThan(3500)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    // The limit is per key: a second key of the same account still creates.
    const sibling = await s.newKey('acc_limits')
    expect(
      (
        await s.call('POST', '/links', {
          json: { destination_url: 'https://example.org' },
          key: sibling.key,
        })
      ).status,
    ).toBe(201)
    // Other calls of the limited key still work.
    expect((await s.call('GET', '/links?limit=1', { key })).status).toBe(200)
    // The sandbox clock does not move rate limits (docs/sandbox.md).
    await s.control('POST', '/_sandbox/clock/advance', { seconds: 7200 })
    expect(
      (await s.call('POST', '/links', { json: { destination_url: 'https://example.org' }, key }))
        .status,
    ).toBe(429)
  })

  it('counts only creations: refused, invalid and conflicting requests cost nothing', async () => {
    const limited = await startLinkSandbox({ linkCreationLimit: { perHour: 2 } })
    try {
      for (const json of [{}, { destination_url: 'ftp://x' }]) {
        expect((await limited.call('POST', '/links', { json })).status).toBe(400)
      }
      await limited.createLink({ destination_url: 'https://example.org', alias: 'only' })
      const conflict = await limited.call('POST', '/links', {
        json: { destination_url: 'https://example.org', alias: 'only' },
      })
      expect(conflict.status).toBe(409)
      await limited.createLink({ destination_url: 'https://example.org' })
      expect(
        (await limited.call('POST', '/links', { json: { destination_url: 'https://example.org' } }))
          .status,
      ).toBe(429)
      // Deleting does not give a creation back.
      const [first] = (await limited.call<{ links: { id: string }[] }>('GET', '/links')).body.links
      await limited.call('DELETE', `/links/${first!.id}`)
      expect(
        (await limited.call('POST', '/links', { json: { destination_url: 'https://example.org' } }))
          .status,
      ).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('is a sliding hour on wall time: a creation is allowed again an hour after the oldest', async () => {
    let wall = Date.parse('2026-03-02T09:00:00Z')
    const limited = await startLinkSandbox({
      linkCreationLimit: { perHour: 2, wallClock: () => wall },
    })
    const create = () =>
      limited.call('POST', '/links', { json: { destination_url: 'https://example.org' } })
    try {
      expect((await create()).status).toBe(201)
      wall += 30 * 60_000
      expect((await create()).status).toBe(201)
      wall += 10 * 60_000
      const refused = await create()
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe(String(20 * 60))
      wall += 20 * 60_000 + 1
      expect((await create()).status).toBe(201)
      expect((await create()).status).toBe(429)
    } finally {
      await limited.close()
    }
  })

  it('spends none of the Study Service’s per-minute budget', async () => {
    const limited = await startLinkSandbox({ rateLimit: { perMinute: 3, perDay: 1000 } })
    try {
      for (let index = 0; index < 6; index++) {
        expect((await limited.call('GET', '/links')).status).toBe(200)
      }
      // The key made one study call (none so far) — its budget is whole.
      expect((await limited.raw('/instruments', { key: limited.key })).status).toBe(200)
    } finally {
      await limited.close()
    }
  })
})
