import { describe, expect, it } from 'vitest'
import { createMemoryStore, type ProxyStore } from '../../src/server'
import { at, post, setupProxy } from './fake-upstream'
import { claim, create, proxyWithSession, token } from './resume-fixtures'

describe('createStudyProxy — POST /resume/{resumeId}', () => {
  it('hands a record back once: a second claim is 404 not_found', async () => {
    const { proxy, upstreamSinceStart } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    expect((await proxy(claim(resumeId))).status).toBe(200)
    const again = await proxy(claim(resumeId))
    expect(again.status).toBe(404)
    expect(await again.json()).toMatchObject({ error: { code: 'not_found' } })
    expect(upstreamSinceStart()).toBe(0)
  })

  it('lets exactly one of two concurrent claims win', async () => {
    const { proxy } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    const statuses = (await Promise.all([proxy(claim(resumeId)), proxy(claim(resumeId))])).map(
      (response) => response.status,
    )
    expect(statuses.sort()).toEqual([200, 404])
  })

  it("leaves another study's record for that study's page: 409 conflict, and then it is claimed", async () => {
    const { proxy } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    const other = await proxy(claim(resumeId, 'sleep-check'))
    expect(other.status).toBe(409)
    const text = await other.text()
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'conflict' } })
    expect(text).not.toContain(token)
    expect(text).not.toContain('s_1')
    const own = await proxy(claim(resumeId))
    expect(own.status).toBe(200)
    expect(await own.json()).toMatchObject({ studyId: 'energy-check', sessionId: 's_1', token })
    expect((await proxy(claim(resumeId))).status).toBe(404)
  })

  it('answers 400 bad_request naming studyId for a claim that does not say its study, and keeps the record', async () => {
    const { proxy } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    for (const sent of ['{}', JSON.stringify({ studyId: '../x' })]) {
      const response = await proxy(post(`/api/study/resume/${resumeId}`, sent))
      expect(response.status, sent).toBe(400)
      expect(await response.json()).toMatchObject({
        error: { code: 'bad_request', details: [{ field: 'studyId' }] },
      })
    }
    expect((await proxy(post(`/api/study/resume/${resumeId}`, ''))).status).toBe(400)
    expect((await proxy(claim(resumeId))).status).toBe(200)
  })

  it("lets exactly one of concurrent claims win, another study's claims among them", async () => {
    const { proxy } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    const responses = await Promise.all([
      proxy(claim(resumeId, 'sleep-check')),
      proxy(claim(resumeId)),
      proxy(claim(resumeId, 'sleep-check')),
      proxy(claim(resumeId)),
      proxy(claim(resumeId)),
    ])
    const [other1, own1, other2, own2, own3] = responses.map((response) => response.status)
    expect([own1, own2, own3].sort()).toEqual([200, 404, 404])
    // Another study's claim sees the record (409) or finds it gone (404): never gets it.
    expect([other1, other2].filter((status) => status !== 409 && status !== 404)).toEqual([])
  })

  it('claims once on a store without take, through its takeToken', async () => {
    const memory = createMemoryStore()
    const store: ProxyStore = {
      takeToken: (...args) => memory.takeToken(...args),
      countInWindow: (...args) => memory.countInWindow(...args),
      get: (...args) => memory.get(...args),
      set: (...args) => memory.set(...args),
    }
    const { proxy } = await proxyWithSession({ store })
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    // Another study's claim takes no lock: the record's own claims still get it, once.
    expect((await proxy(claim(resumeId, 'sleep-check'))).status).toBe(409)
    const statuses = (await Promise.all([proxy(claim(resumeId)), proxy(claim(resumeId))])).map(
      (response) => response.status,
    )
    expect(statuses.sort()).toEqual([200, 404])
    expect((await proxy(claim(resumeId))).status).toBe(404)
    expect((await proxy(claim(resumeId, 'sleep-check'))).status).toBe(404)
  })

  it('answers 404 for unknown and malformed ids, 405 with Allow for other methods', async () => {
    const { proxy } = await proxyWithSession()
    expect((await proxy(claim('A'.repeat(22)))).status).toBe(404)
    for (const bad of ['short', 'A'.repeat(23), '%2e%2e', 'A'.repeat(21) + '.']) {
      expect((await proxy(claim(bad))).status, bad).toBe(404)
    }
    for (const path of ['/api/study/resume', `/api/study/resume/${'A'.repeat(22)}`]) {
      const response = await proxy(at(path))
      expect(response.status, path).toBe(405)
      expect(response.headers.get('allow')).toBe('POST')
    }
  })

  it('refuses a cross-site claim', async () => {
    const { proxy } = await proxyWithSession()
    const { resumeId } = (await (await proxy(create())).json()) as { resumeId: string }
    const response = await proxy(
      post(`/api/study/resume/${resumeId}`, '', { 'sec-fetch-site': 'cross-site' }),
    )
    expect(response.status).toBe(403)
    expect((await proxy(claim(resumeId))).status).toBe(200)
  })

  it('is rate-limited per client like the other routes', async () => {
    const { proxy } = await proxyWithSession({ rateLimit: { perClient: 2 } })
    // The session start spent one of the client's two.
    expect((await proxy(claim('A'.repeat(22)))).status).toBe(404)
    expect((await proxy(claim('A'.repeat(22)))).status).toBe(429)
  })
})

describe('createStudyProxy — the token in failures', () => {
  it('never hands the token to onError when the store fails', async () => {
    const memory = createMemoryStore()
    const failing: ProxyStore = {
      ...memory,
      set: (key, value, ttlMs, now) =>
        key.startsWith('resume:')
          ? Promise.reject(new Error(`SET ${key} ${value} failed`))
          : memory.set(key, value, ttlMs, now),
    }
    const errors: unknown[] = []
    const { proxy } = await proxyWithSession({ store: failing, onError: (e) => errors.push(e) })
    const response = await proxy(create())
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain(token)
    expect(errors).toHaveLength(1)
    expect(String(errors[0])).not.toContain(token)
    expect(JSON.stringify(errors[0], Object.getOwnPropertyNames(errors[0]))).not.toContain(token)
  })
})

describe('createStudyProxy — the resume option', () => {
  it('says what to fix for a ttlHours or linkTimeoutMs that is not a positive number', () => {
    expect(() => setupProxy({ resume: { ttlHours: 0 } })).toThrow(/resume\.ttlHours/)
    expect(() => setupProxy({ resume: { linkTimeoutMs: Number.NaN } })).toThrow(
      /resume\.linkTimeoutMs/,
    )
  })

  it('grants a CORS preflight to an allowed origin only', async () => {
    const { proxy } = setupProxy({ allowedOrigins: ['https://www.example.org'] })
    const preflight = (origin: string) =>
      proxy(
        new Request('http://host.test/api/study/resume', {
          method: 'OPTIONS',
          headers: {
            origin,
            'access-control-request-method': 'POST',
            'access-control-request-headers': 'content-type',
          },
        }),
      )
    const allowed = await preflight('https://www.example.org')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://www.example.org')
    const other = await preflight('https://evil.test')
    expect(other.headers.get('access-control-allow-origin')).toBeNull()
  })
})
