import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStore } from '../../src/server'
import { at, post, serviceReply, setupProxy, type Reply } from './fake-upstream'

/** The fake service knows exactly the sessions it started (`s_1`) and the study energy-check. */
const strictService: Reply = (call) => {
  const path = new URL(call.url).pathname
  const session = /\/sessions\/([^/]+)\/(responses|finish)$/.exec(path)?.[1]
  if (session !== undefined && session !== 's_1') {
    return Response.json(
      { error: { code: 'not_found', message: 'No such session.' } },
      { status: 404 },
    )
  }
  const study = /\/studies\/([^/]+)\//.exec(path)?.[1]
  if (study !== undefined && study !== 'energy-check') {
    return Response.json(
      { error: { code: 'not_found', message: 'No such study.' } },
      { status: 404 },
    )
  }
  return serviceReply(call)
}

const finishOf = (sessionId: string) => `/api/study/sessions/${sessionId}/finish`
const answer = { token: 't', responses: [{ variableCode: 'Q1', valueNum: 1 }] }
const as = (client: string) => ({ 'x-client': client })
const byHeader = { clientId: (request: Request) => request.headers.get('x-client') ?? undefined }

afterEach(() => vi.restoreAllMocks())

describe('createStudyProxy — ids the service never confirmed', () => {
  it('answers a session the service denied from memory: one upstream call, then none', async () => {
    const { proxy, calls } = setupProxy(byHeader, strictService)
    const first = await proxy(post(finishOf('made_up'), { token: 't' }, as('a')))
    expect(first.status).toBe(404)
    for (let i = 0; i < 5; i++) {
      const again = await proxy(post(finishOf('made_up'), { token: 't' }, as('a')))
      expect(again.status).toBe(404)
      expect(await again.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    expect(calls).toHaveLength(1)
  })

  it('lets one client spend only its small unverified lane on invented sessions', async () => {
    let clock = Date.parse('2026-03-02T09:00:00Z')
    const { proxy, calls } = setupProxy({ ...byHeader, now: () => clock }, strictService)
    const send = async (i: number) => {
      const response = await proxy(post(finishOf(`fake_${i}`), { token: 't' }, as('a')))
      if (response.status === 429) {
        expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
      }
      return response.status
    }
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i)))
    expect(burst.filter((status) => status === 404)).toHaveLength(2) // a burst of 2
    expect(burst.filter((status) => status === 429)).toHaveLength(38)
    expect(calls).toHaveLength(2)
    // Then 6 a minute (rateLimit.unverifiedPerClient): one every 10 s.
    clock += 10_000
    const later = [await send(100), await send(101)]
    expect(later).toEqual([404, 429])
    expect(calls).toHaveLength(3)
    expect(proxy.stats().rejected.unverified).toBe(39)
  })

  it('caps what all clients together spend on unverified ids', async () => {
    const clock = Date.parse('2026-03-02T09:00:00Z')
    const { proxy, calls } = setupProxy(
      { ...byHeader, now: () => clock, rateLimit: { unverifiedTotal: 10 } },
      strictService,
    )
    for (let client = 0; client < 5; client++) {
      for (let i = 0; i < 6; i++) {
        await proxy(post(finishOf(`fake_${client}_${i}`), { token: 't' }, as(`c${client}`)))
      }
    }
    expect(calls).toHaveLength(3) // the total lane's burst; 10 a minute after that
  })

  it('keeps a study seen for the first time apart from invented sessions', async () => {
    const clock = Date.parse('2026-03-02T09:00:00Z')
    const { proxy } = setupProxy({ ...byHeader, now: () => clock }, strictService)
    for (let client = 0; client < 5; client++) {
      for (let i = 0; i < 3; i++) {
        await proxy(post(finishOf(`fake_${client}_${i}`), { token: 't' }, as(`c${client}`)))
      }
    }
    const content = await proxy(at('/api/study/studies/energy-check/content', { headers: as('p') }))
    expect(content.status).toBe(200)
  })

  it('keeps serving a session it started while invented ids are turned away', async () => {
    const { proxy, calls } = setupProxy(
      { ...byHeader, rateLimit: { unverifiedTotal: 2 } },
      strictService,
    )
    const started = await proxy(post('/api/study/studies/energy-check/sessions', {}, as('p')))
    expect(started.status).toBe(201)
    for (let i = 0; i < 10; i++) await proxy(post(finishOf(`fake_${i}`), { token: 't' }, as('x')))
    const callsBefore = calls.length
    const responses = await proxy(post('/api/study/sessions/s_1/responses', answer, as('p')))
    expect(responses.status).toBe(201)
    expect((await proxy(post(finishOf('s_1'), { token: 't' }, as('p')))).status).toBe(200)
    expect(calls.length).toBe(callsBefore + 2)
  })

  it('serves a session another proxy started: through the lane alone, at once with a shared store', async () => {
    const first = setupProxy(byHeader, strictService)
    await first.proxy(post('/api/study/studies/energy-check/sessions', {}, as('p')))
    // Its own memory store: the session is unverified here, and its first call goes through.
    const second = setupProxy(byHeader, strictService)
    expect(
      (await second.proxy(post('/api/study/sessions/s_1/responses', answer, as('p')))).status,
    ).toBe(201)
    // …and once it succeeded, the session is known: no unverified lane any more.
    for (let i = 0; i < 10; i++) {
      const again = await second.proxy(post('/api/study/sessions/s_1/responses', answer, as('p')))
      expect(again.status).toBe(201)
    }
    expect(second.proxy.stats().rejected.unverified).toBe(0)

    const store = createMemoryStore()
    const a = setupProxy({ ...byHeader, store, rateLimit: { unverifiedTotal: 1 } }, strictService)
    const b = setupProxy({ ...byHeader, store, rateLimit: { unverifiedTotal: 1 } }, strictService)
    await a.proxy(post('/api/study/studies/energy-check/sessions', {}, as('p')))
    await b.proxy(post(finishOf('fake'), { token: 't' }, as('x'))) // spends the one lane token
    expect((await b.proxy(post(finishOf('s_1'), { token: 't' }, as('p')))).status).toBe(200)
  })

  it('remembers an unknown study: its sessions and content cost no further upstream call', async () => {
    const { proxy, calls } = setupProxy(byHeader, strictService)
    expect((await proxy(post('/api/study/studies/nope/sessions', {}, as('a')))).status).toBe(404)
    for (let i = 0; i < 3; i++) {
      expect((await proxy(post('/api/study/studies/nope/sessions', {}, as('a')))).status).toBe(404)
    }
    expect(calls).toHaveLength(1)
  })

  it("caps one client's share of the key's budget; cached content is free", async () => {
    const { proxy, calls } = setupProxy(
      { ...byHeader, rateLimit: { upstreamPerClient: 3 } },
      strictService,
    )
    expect(
      (await proxy(post('/api/study/studies/energy-check/sessions', {}, as('a')))).status,
    ).toBe(201)
    for (let i = 0; i < 2; i++) {
      expect((await proxy(post('/api/study/sessions/s_1/responses', answer, as('a')))).status).toBe(
        201,
      )
    }
    const over = await proxy(post('/api/study/sessions/s_1/responses', answer, as('a')))
    expect(over.status).toBe(429)
    expect(await over.json()).toMatchObject({ error: { code: 'rate_limited' } })
    expect((await proxy(post('/api/study/sessions/s_1/responses', answer, as('b')))).status).toBe(
      201,
    )
    expect(calls).toHaveLength(4)
  })

  it('warns once, with [study-runner], when the server gives no client address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { proxy } = setupProxy({}, strictService)
    for (let i = 0; i < 3; i++) await proxy(post(finishOf('s_1'), { token: 't' }))
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[study-runner\].*clientId/)
    warn.mockClear()
    const named = setupProxy(byHeader, strictService)
    await named.proxy(post(finishOf('s_1'), { token: 't' }, as('a')))
    const addressed = setupProxy({}, strictService)
    await addressed.proxy(post(finishOf('s_1'), { token: 't' }), { remoteAddress: '203.0.113.9' })
    expect(warn).not.toHaveBeenCalled()
  })

  it('counts separate clients in separate buckets', async () => {
    const { proxy } = setupProxy(
      { ...byHeader, rateLimit: { perClient: 2, perSession: 100 } },
      strictService,
    )
    await proxy(post('/api/study/studies/energy-check/sessions', {}, as('a')))
    await proxy(post(finishOf('s_1'), { token: 't' }, as('a')))
    expect((await proxy(post(finishOf('s_1'), { token: 't' }, as('a')))).status).toBe(429)
    expect((await proxy(post(finishOf('s_1'), { token: 't' }, as('b')))).status).toBe(200)
  })
})
