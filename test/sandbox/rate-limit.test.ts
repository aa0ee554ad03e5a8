import { describe, expect, it } from 'vitest'
import { createRateLimiter } from '../../demo/sandbox/rate-limit'
import { createHarness, errorOf } from './harness'

describe('rate limits (spec §8, DESIGN.md §5)', () => {
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
    }
    const limited = await h.call('GET', '/api/public/v1/studies')
    expect(limited.status).toBe(429)
    expect((await errorOf(limited)).code).toBe('rate_limited')
    expect(limited.headers.get('retry-after')).toBe('50')
    expect(limited.headers.get('ratelimit-limit')).toBe('3')
    expect(limited.headers.get('ratelimit-remaining')).toBe('0')
    expect(limited.headers.get('ratelimit-reset')).toBe('50')

    wall += 50_000 // the next minute window
    expect((await h.call('GET', '/api/public/v1/studies')).status).toBe(200)
    h.sandbox.close()
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
    expect(limiter.take('k').allowed).toBe(true)
    wall += 61_000 // 00:00:01 the next UTC day: a fresh day window
    expect(limiter.take('k')).toMatchObject({ allowed: true, limit: 2, remaining: 1 })
    expect(limiter.take('k')).toMatchObject({ allowed: true, limit: 2, remaining: 0 })
    const denied = limiter.take('k')
    expect(denied).toMatchObject({ allowed: false, limit: 2, remaining: 0 })
    expect(denied.resetSeconds).toBe(86_399) // until the next UTC midnight
  })
})
