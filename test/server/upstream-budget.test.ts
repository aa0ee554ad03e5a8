import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../../src/server'
import { createUpstreamBudget, pauseFromHeaders } from '../../src/server/create-upstream-budget'
import { post, setupProxy } from './fake-upstream'

const finish = (i: number) => post(`/api/study/sessions/s_${i}/finish`, { token: 't' })
const start = () => post('/api/study/studies/x/sessions', {})

describe('createUpstreamBudget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:30Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('allows a burst, then spaces calls so no 61 seconds hold more than perMinute', async () => {
    const budget = createUpstreamBudget(createMemoryStore(), () => Date.now(), {
      maxWaitMs: 600_000,
      maxQueue: 1000,
    })
    const grantedAt: number[] = []
    const all = Array.from({ length: 300 }, () =>
      budget.acquire(1).then((decision) => {
        if (decision.granted) grantedAt.push(Date.now())
      }),
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(grantedAt).toHaveLength(10) // the burst
    await vi.advanceTimersByTimeAsync(200_000)
    await Promise.all(all)
    expect(grantedAt).toHaveLength(300)
    for (const [i, t] of grantedAt.entries()) {
      const inWindow = grantedAt.filter((u) => u >= t && u < t + 61_000).length
      expect(inWindow, `window from call ${i}`).toBeLessThanOrEqual(120)
    }
    // Fixed minute windows (as the sandbox counts) hold at most 120 too.
    const perMinute = new Map<number, number>()
    for (const t of grantedAt)
      perMinute.set(Math.floor(t / 60_000), (perMinute.get(Math.floor(t / 60_000)) ?? 0) + 1)
    expect(Math.max(...perMinute.values())).toBeLessThanOrEqual(120)
  })

  it('stops at perDay in any 24 hours and says when the next call may go', async () => {
    const budget = createUpstreamBudget(createMemoryStore(), () => Date.now(), {
      perMinute: 1000,
      burst: 100,
      perDay: 50,
    })
    for (let i = 0; i < 50; i++) expect((await budget.acquire(1)).granted).toBe(true)
    const refused = await budget.acquire(1)
    expect(refused).toMatchObject({ granted: false })
    expect(refused.granted === false && refused.retryAfterMs).toBeGreaterThan(86_000_000)
  })

  it('serves finishes before session starts when calls queue', async () => {
    const budget = createUpstreamBudget(createMemoryStore(), () => Date.now(), {
      perMinute: 60,
      burst: 1,
      maxWaitMs: 60_000,
    })
    expect((await budget.acquire(3)).granted).toBe(true)
    const order: string[] = []
    const starts = [budget.acquire(3).then(() => order.push('start'))]
    const finishes = [budget.acquire(0).then(() => order.push('finish'))]
    await vi.advanceTimersByTimeAsync(10_000)
    await Promise.all([...starts, ...finishes])
    expect(order).toEqual(['finish', 'start'])
  })

  it('turns away the lowest-priority call when the queue is full', async () => {
    const budget = createUpstreamBudget(createMemoryStore(), () => Date.now(), {
      perMinute: 60,
      burst: 1,
      maxQueue: 2,
      maxWaitMs: 60_000,
    })
    await budget.acquire(3)
    const a = budget.acquire(3)
    const b = budget.acquire(3)
    const c = budget.acquire(0) // displaces the newest start
    expect(await b).toMatchObject({ granted: false })
    await vi.advanceTimersByTimeAsync(10_000)
    expect(await c).toMatchObject({ granted: true })
    expect(await a).toMatchObject({ granted: true })
  })

  it('reads the service’s pause from Retry-After and RateLimit headers', () => {
    expect(pauseFromHeaders(429, new Headers({ 'retry-after': '7' }))).toBe(7000)
    expect(pauseFromHeaders(429, new Headers())).toBe(60_000)
    expect(pauseFromHeaders(503, new Headers({ 'retry-after': '2' }))).toBe(2000)
    expect(
      pauseFromHeaders(200, new Headers({ 'ratelimit-remaining': '0', 'ratelimit-reset': '12' })),
    ).toBe(12_000)
    expect(pauseFromHeaders(200, new Headers({ ratelimit: '"default";r=0;t=30' }))).toBe(30_000)
    expect(
      pauseFromHeaders(200, new Headers({ 'ratelimit-remaining': '5', 'ratelimit-reset': '12' })),
    ).toBe(0)
  })
})

describe('createStudyProxy — the metered budget', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:30Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('queues briefly, then answers 429 + Retry-After itself before the service would', async () => {
    const { proxy, calls } = setupProxy({
      rateLimit: false,
      budget: { perMinute: 12, burst: 2, maxWaitMs: 1000 },
    })
    const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => proxy(finish(i))))
    const statuses = answers.map((response) => response.status)
    expect(statuses.filter((s) => s === 200)).toHaveLength(2)
    const refused = answers.find((response) => response.status === 429)!
    expect(await refused.json()).toMatchObject({ error: { code: 'rate_limited' } })
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(6)
    expect(calls).toHaveLength(2)
    expect(proxy.stats().rejected.budget).toBe(4)
  })

  it('lets a queued call through once the bucket refills', async () => {
    const { proxy, calls } = setupProxy({
      rateLimit: false,
      budget: { perMinute: 62, burst: 1, maxWaitMs: 5000 },
    })
    expect((await proxy(finish(1))).status).toBe(200)
    const queued = proxy(finish(2))
    await vi.advanceTimersByTimeAsync(1100)
    expect((await queued).status).toBe(200)
    expect(calls).toHaveLength(2)
    expect(proxy.stats().queued).toBe(1)
  })

  it('pauses all upstream calls when the service answers 429, for its Retry-After', async () => {
    let limited = true
    const { proxy, calls } = setupProxy({ rateLimit: false }, () =>
      limited
        ? Response.json(
            { error: { code: 'rate_limited', message: 'slow down' } },
            { status: 429, headers: { 'retry-after': '30' } },
          )
        : Response.json({ status: 'completed' }),
    )
    expect((await proxy(finish(1))).status).toBe(429)
    limited = false
    const paused = await proxy(finish(2))
    expect(paused.status).toBe(429)
    expect(Number(paused.headers.get('retry-after'))).toBeGreaterThanOrEqual(29)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(31_000)
    expect((await proxy(finish(3))).status).toBe(200)
    expect(proxy.stats().upstreamStatuses).toEqual({ '429': 1, '200': 1 })
  })

  it('pauses when the service reports RateLimit-Remaining: 0 until its reset', async () => {
    const { proxy, calls } = setupProxy({ rateLimit: false }, () =>
      Response.json({}, { headers: { 'ratelimit-remaining': '0', 'ratelimit-reset': '20' } }),
    )
    expect((await proxy(finish(1))).status).toBe(200)
    expect((await proxy(finish(2))).status).toBe(429)
    expect(calls).toHaveLength(1)
  })

  it('shares one budget between two proxies on one store', async () => {
    const store = createMemoryStore()
    const options = {
      rateLimit: false as const,
      store,
      budget: { perMinute: 12, burst: 3, maxWaitMs: 0 },
    }
    const a = setupProxy(options)
    const b = setupProxy(options)
    const statuses = [
      (await a.proxy(start())).status,
      (await b.proxy(start())).status,
      (await a.proxy(start())).status,
      (await b.proxy(start())).status,
    ]
    expect(statuses).toEqual([201, 201, 201, 429])
    expect(a.calls.length + b.calls.length).toBe(3)
  })
})
