import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '../../src/core/errors'
import { defaultQueueOptions } from '../../src/core/queue-options'
import { retryDelayOf } from '../../src/core/retry-delay'

const options = { ...defaultQueueOptions, baseDelayMs: 1000, maxDelayMs: 30_000 }
const offline = new NetworkError('offline')
const busy = (retryAfterMs?: number) =>
  new ApiError({
    status: 429,
    code: 'rate_limited',
    message: 'slow down',
    ...(retryAfterMs !== undefined ? { retryAfterMs } : {}),
  })

describe('retryDelayOf', () => {
  it('doubles the ceiling with each failure up to the cap (the schedule at the top of the jitter)', () => {
    const top = { ...options, random: () => 0.999999 }
    const ceilings = [0, 1, 2, 3, 4, 5, 6, 10, 60].map((attempt) =>
      retryDelayOf(attempt, offline, top),
    )
    expect(ceilings).toEqual([999, 1999, 3999, 7999, 15999, 29999, 29999, 29999, 29999])
  })

  it('draws full jitter: anywhere from 0 to just under the ceiling', () => {
    expect(retryDelayOf(3, offline, { ...options, random: () => 0 })).toBe(0)
    expect(retryDelayOf(3, offline, { ...options, random: () => 0.5 })).toBe(4000)
    let seed = 7
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646
    for (let attempt = 0; attempt < 12; attempt++) {
      const ceiling = Math.min(30_000, 1000 * 2 ** attempt)
      for (let draw = 0; draw < 50; draw++) {
        const delay = retryDelayOf(attempt, offline, { ...options, random })
        expect(delay).toBeGreaterThanOrEqual(0)
        expect(delay).toBeLessThan(ceiling)
      }
    }
  })

  it('never retries sooner than Retry-After, and cuts an absurd one to maxRetryAfterMs', () => {
    const low = { ...options, random: () => 0.1 }
    expect(retryDelayOf(0, busy(7000), low)).toBe(7000)
    // A larger jittered backoff still wins over a short Retry-After.
    expect(retryDelayOf(5, busy(1000), { ...options, random: () => 0.9 })).toBe(27000)
    expect(retryDelayOf(0, busy(86_400_000), { ...low, maxRetryAfterMs: 60_000 })).toBe(60_000)
    expect(retryDelayOf(0, busy(), low)).toBe(100)
  })

  it('runs in milliseconds with millisecond options (as the e2e runs do)', () => {
    const fast = { ...options, baseDelayMs: 5, maxDelayMs: 50, random: () => 0.999 }
    expect([0, 1, 2, 3, 4, 8].map((attempt) => retryDelayOf(attempt, offline, fast))).toEqual([
      4, 9, 19, 39, 49, 49,
    ])
  })
})
