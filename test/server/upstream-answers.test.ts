import { describe, expect, it } from 'vitest'
import { at, post, serviceReply, setupProxy } from './fake-upstream'

const finish = '/api/study/sessions/s_1/finish'
const content = '/api/study/studies/energy-check/content'

describe('createStudyProxy — what comes back from the service', () => {
  it('answers its own JSON 502 for a 5xx, never the service’s HTML page', async () => {
    const { proxy } = setupProxy({ rateLimit: false }, () => {
      return new Response('<html><body>Bad gateway at edge-7</body></html>', {
        status: 500,
        headers: { 'content-type': 'text/html' },
      })
    })
    const response = await proxy(post(finish, { token: 't' }))
    expect(response.status).toBe(502)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const text = await response.text()
    expect(text).not.toContain('<html')
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'upstream_unavailable' } })
    expect(proxy.stats().rejected.upstream).toBe(1)
  })

  it('keeps a 503’s Retry-After and pauses the budget for it', async () => {
    const { proxy, calls } = setupProxy({ rateLimit: false }, () =>
      Response.json(
        { error: { code: 'maintenance', message: 'Back soon.' } },
        { status: 503, headers: { 'retry-after': '30' } },
      ),
    )
    const first = await proxy(post(finish, { token: 't' }))
    expect(first.status).toBe(502)
    expect(first.headers.get('retry-after')).toBe('30')
    const second = await proxy(post(finish, { token: 't' }))
    expect(second.status).toBe(429)
    expect(calls).toHaveLength(1)
  })

  it('answers 502 for a success that is not JSON', async () => {
    const { proxy } = setupProxy({ rateLimit: false }, () => {
      return new Response('<p>Login</p>', { status: 200, headers: { 'content-type': 'text/html' } })
    })
    const response = await proxy(post(finish, { token: 't' }))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_unavailable' } })
  })

  it('stops reading an answer past maxUpstreamBytes, declared or streamed', async () => {
    let pulls = 0
    const endless = () =>
      new Response(
        new ReadableStream<Uint8Array>({
          pull(controller) {
            pulls++
            controller.enqueue(new Uint8Array(16_384).fill(0x20))
          },
        }),
        { headers: { 'content-type': 'application/json' } },
      )
    const streamed = setupProxy(
      { rateLimit: false, maxUpstreamBytes: 100_000, cacheTtlMs: 0 },
      endless,
    )
    const response = await streamed.proxy(at(content))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_unavailable' } })
    expect(pulls).toBeLessThan(12) // 100 kB is 7 chunks; reading stopped right after

    const declared = setupProxy({ rateLimit: false, maxUpstreamBytes: 100 }, () =>
      Response.json({ pad: 'x'.repeat(1000) }, { headers: { 'content-length': '1011' } }),
    )
    expect((await declared.proxy(post(finish, { token: 't' }))).status).toBe(502)
  })

  it('keeps serving cached content while the service fails with 5xx', async () => {
    let failing = false
    let clock = Date.parse('2026-03-02T09:00:00Z')
    const { proxy } = setupProxy({ rateLimit: false, now: () => clock }, (call) =>
      failing
        ? new Response('oops', { status: 500, headers: { 'content-type': 'text/plain' } })
        : serviceReply(call),
    )
    expect((await proxy(at(content))).status).toBe(200)
    failing = true
    clock += 600_000 // past the 5 minutes of freshness
    const stale = await proxy(at(content))
    expect(stale.status).toBe(200)
    expect(await stale.json()).toMatchObject({ revision: 'r1' })
  })
})
