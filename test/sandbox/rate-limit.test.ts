import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../demo/sandbox/rate-limit'
import { createHarness, errorOf } from './harness'

describe('rate limits (docs/service.md#limits, docs/service.md#errors)', () => {
  it('answers 429 rate_limited with Retry-After and RateLimit headers past the minute limit', async () => {
    let wall = Date.parse('2026-03-02T09:00:10Z')
    const h = await createHarness({
      rateLimit: { perMinute: 3, perDay: 100, wallClock: () => wall },
    })
    for (let i = 0; i < 3; i++) {
      const ok = await h.call('GET', '/api/public/v1/studies')
      expect(ok.status).toBe(200)
      expect(ok.headers.get('ratelimit-limit')).toBe('3')
      expect(ok.headers.get('ratelimit-remaining')).toBe(String(2 - i))
      wall += 5_000
    }
    // The first request left the window 60 s after it was counted: 09:01:10, 45 s from now.
    const limited = await h.call('GET', '/api/public/v1/studies')
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toBe('45')
    expect(limited.headers.get('ratelimit-limit')).toBe('3')
    expect(limited.headers.get('ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('ratelimit-reset')).toBe('45')

    wall += 45_000
    expect((await h.call('GET', '/api/public/v1/studies')).status).toBe(200)
    expect((await h.call('GET', '/api/public/v1/studies')).status).toBe(429)
    h.sandbox.close()
  })

  it('lets no burst through at a minute boundary (a sliding window)', () => {
    let wall = Date.parse('2026-03-02T09:00:59.500Z')
    const limiter = createRateLimiter({ perMinute: 2, wallClock: () => wall })
    expect(limiter.take('k').allowed).toBe(true)
    expect(limiter.take('k').allowed).toBe(true)
    wall += 1_000 // a new calendar minute, but within 60 s of both requests
    expect(limiter.take('k')).toMatchObject({ allowed: false, resetSeconds: 59 })
  })

  it('does not count refused requests', () => {
    let wall = 0
    const limiter = createRateLimiter({ perMinute: 1, wallClock: () => wall })
    limiter.take('k')
    for (let i = 0; i < 5; i++) expect(limiter.take('k').allowed).toBe(false)
    wall = 60_001
    expect(limiter.take('k').allowed).toBe(true)
  })

  it('counts each key separately and ignores the sandbox clock', async () => {
    const h = await createHarness({ rateLimit: { perMinute: 1, wallClock: () => 0 } })
    const other = await h.createKey()
    expect((await h.call('GET', '/api/public/v1/studies')).status).toBe(200)
    h.setNow(new Date('2030-01-01T00:00:00Z'))
    expect((await h.call('GET', '/api/public/v1/studies')).status).toBe(429)
    expect((await h.call('GET', '/api/public/v1/studies', { key: other.key })).status).toBe(200)
    h.sandbox.close()
  })

  it('stops a key at the daily limit, reporting the day window', () => {
    let wall = Date.parse('2026-03-02T23:59:00Z')
    const limiter = createRateLimiter({ perMinute: 100, perDay: 2, wallClock: () => wall })
    expect(limiter.take('k')).toMatchObject({ allowed: true, limit: 2, remaining: 1 })
    wall += 61_000 // the next UTC day, but within 24 h of the first request
    expect(limiter.take('k')).toMatchObject({ allowed: true, limit: 2, remaining: 0 })
    const denied = limiter.take('k')
    expect(denied).toMatchObject({ allowed: false, limit: 2, remaining: 0 })
    expect(denied.resetSeconds).toBe(86_400 - 61) // until the first request is 24 h old
  })
})
