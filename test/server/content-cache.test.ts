import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { etagMatches } from '../../src/server/create-content-cache'
import { at, deferred, setupProxy, type RecordedCall } from './fake-upstream'

const content = (headers: Record<string, string> = {}) =>
  at('/api/study/studies/energy-check/content', { headers })

describe('createStudyProxy — content cache', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('fetches content once per study and serves it from the cache for 5 minutes', async () => {
    const { proxy, calls } = setupProxy()
    for (let i = 0; i < 5; i++) {
      const response = await proxy(content())
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ revision: 'r1' })
      expect(response.headers.get('etag')).toBe('"r1"')
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
    }
    expect(calls).toHaveLength(1)
    expect(proxy.stats()).toMatchObject({ cacheHits: 4, cacheMisses: 1 })
    await vi.advanceTimersByTimeAsync(300_001)
    await proxy(content())
    expect(calls).toHaveLength(2)
  })

  it('makes one upstream call for concurrent misses (single flight)', async () => {
    const gate = deferred<void>()
    const { proxy, calls } = setupProxy({ rateLimit: false }, async () => {
      await gate.promise
      return Response.json({ revision: 'r1' }, { headers: { etag: '"r1"' } })
    })
    const pending = Array.from({ length: 50 }, () => proxy(content()))
    await vi.advanceTimersByTimeAsync(0)
    gate.resolve()
    const answers = await Promise.all(pending)
    expect(answers.every((response) => response.status === 200)).toBe(true)
    expect(calls).toHaveLength(1)
  })

  it('answers 304 from the cache when If-None-Match names the revision', async () => {
    const { proxy, calls } = setupProxy()
    await proxy(content())
    for (const tag of ['"r1"', 'W/"r1"', '"old", "r1"', '*']) {
      const response = await proxy(content({ 'if-none-match': tag }))
      expect(response.status, tag).toBe(304)
      expect(response.body).toBeNull()
      expect(response.headers.get('etag')).toBe('"r1"')
    }
    expect((await proxy(content({ 'if-none-match': '"r0"' }))).status).toBe(200)
    expect(calls).toHaveLength(1)
    expect(calls[0]!.headers.get('if-none-match')).toBeNull()
  })

  it('derives the ETag from the revision when the service sends none', async () => {
    const { proxy } = setupProxy({}, () => Response.json({ revision: 'abc123' }))
    expect((await proxy(content())).headers.get('etag')).toBe('"abc123"')
  })

  it('revalidates expired content with the cached ETag and keeps it on 304', async () => {
    const replies: ((call: RecordedCall) => Response)[] = [
      () => Response.json({ revision: 'r1' }, { headers: { etag: '"r1"' } }),
      () => new Response(null, { status: 304, headers: { etag: '"r1"' } }),
    ]
    const { proxy, calls } = setupProxy({}, (call) => replies[calls.length - 1]!(call))
    await proxy(content())
    await vi.advanceTimersByTimeAsync(300_001)
    const response = await proxy(content())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revision: 'r1' })
    expect(calls[1]!.headers.get('if-none-match')).toBe('"r1"')
  })

  it('serves stale content while the service is down', async () => {
    let down = false
    const { proxy } = setupProxy({}, () => {
      if (down) throw new TypeError('fetch failed')
      return Response.json({ revision: 'r1' }, { headers: { etag: '"r1"' } })
    })
    await proxy(content())
    down = true
    await vi.advanceTimersByTimeAsync(300_001)
    const response = await proxy(content())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ revision: 'r1' })
  })

  it('remembers a 404 or 403 briefly and never caches other errors', async () => {
    const { proxy, calls } = setupProxy({}, () =>
      Response.json(
        { error: { code: 'license_inactive', message: 'No licence.' } },
        { status: 403 },
      ),
    )
    expect((await proxy(content())).status).toBe(403)
    expect((await proxy(content())).status).toBe(403)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(30_001)
    await proxy(content())
    expect(calls).toHaveLength(2)

    const failing = setupProxy({}, () =>
      Response.json({ error: { code: 'internal_error' } }, { status: 500 }),
    )
    await failing.proxy(content())
    await failing.proxy(content())
    expect(failing.calls).toHaveLength(2)
  })

  it('answers HEAD from the cache without a body', async () => {
    const { proxy, calls } = setupProxy()
    const head = await proxy(at('/api/study/studies/energy-check/content', { method: 'HEAD' }))
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(calls[0]!.method).toBe('GET')
  })

  it('can be turned off with cacheTtlMs: 0', async () => {
    const { proxy, calls } = setupProxy({ cacheTtlMs: 0 })
    await proxy(content())
    await proxy(content())
    expect(calls).toHaveLength(2)
  })
})

describe('etagMatches', () => {
  it('compares weakly and understands lists and *', () => {
    expect(etagMatches('"a"', '"a"')).toBe(true)
    expect(etagMatches('W/"a"', '"a"')).toBe(true)
    expect(etagMatches('"b", W/"a"', '"a"')).toBe(true)
    expect(etagMatches('"b"', '"a"')).toBe(false)
    expect(etagMatches(null, '"a"')).toBe(false)
    expect(etagMatches('*', null)).toBe(false)
  })
})
