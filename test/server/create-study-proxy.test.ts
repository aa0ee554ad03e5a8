import { describe, expect, it, vi } from 'vitest'
import { createStudyProxy } from '../../src/server'
import { apiKey, at, baseUrl, post, setupProxy } from './fake-upstream'

describe('createStudyProxy — the participant surface', () => {
  it('forwards the four participant routes below the base URL, keeping its /api/public/v1 prefix', async () => {
    const { proxy, calls } = setupProxy()
    await proxy(at('/api/study/studies/energy-check/content'))
    await proxy(post('/api/study/studies/energy-check/sessions', {}))
    const answer = { variableCode: 'Q1', valueNum: 2 }
    await proxy(post('/api/study/sessions/s_1/responses', { token: 't', responses: [answer] }))
    await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://service.test/api/public/v1/studies/energy-check/content',
      'POST https://service.test/api/public/v1/studies/energy-check/sessions',
      'POST https://service.test/api/public/v1/sessions/s_1/responses',
      'POST https://service.test/api/public/v1/sessions/s_1/finish',
    ])
    expect(proxy.stats().upstreamCalls).toEqual({
      content: 1,
      startSession: 1,
      submitResponses: 1,
      finishSession: 1,
    })
  })

  it('answers 404 for unknown paths, traversal and encoded tricks without calling upstream', async () => {
    const { proxy, calls } = setupProxy()
    for (const path of [
      '/api/study',
      '/api/study/',
      '/api/study/studies',
      '/api/study/studies/x/results',
      '/api/study/studies/x/content/',
      '/api/study/studies/x/content/..',
      '/api/study/studies/..%2Fstudies/content',
      '/api/study/studies/%2e%2e/content',
      '/api/study/studies/x%2Fy/content',
      '/api/study/studies/x%5Cy/content',
      '/api/study/studies/%00/content',
      '/api/study/studies/x%252F/content',
      '/api/study/studies//content',
      '/api/study/studies/_x/content',
      `/api/study/studies/${'a'.repeat(65)}/content`,
      '/api/study/sessions/s_1/../../studies/x/results',
      '/api/study//studies/x/content',
      '/api/study/STUDIES/x/content',
      '/elsewhere/studies/x/content',
      '/api/studyx/studies/x/content',
      '/studies/x/content',
    ]) {
      const response = await proxy(at(path))
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    expect(calls).toHaveLength(0)
  })

  it('answers 405 with Allow for a known path and another method, without calling upstream', async () => {
    const { proxy, calls } = setupProxy()
    for (const method of ['DELETE', 'PUT', 'PATCH', 'POST', 'OPTIONS']) {
      const wrong = await proxy(at('/api/study/studies/x/content', { method }))
      expect(wrong.status, method).toBe(405)
      expect(wrong.headers.get('allow')).toBe('GET, HEAD')
    }
    const get = await proxy(at('/api/study/sessions/s_1/finish'))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(calls).toHaveLength(0)
  })

  it('serves only allowlisted studies when `studies` is set', async () => {
    const { proxy, calls } = setupProxy({ studies: ['energy-check'] })
    expect((await proxy(at('/api/study/studies/other/content'))).status).toBe(404)
    expect((await proxy(post('/api/study/studies/other/sessions', {}))).status).toBe(404)
    expect(calls).toHaveLength(0)
    expect((await proxy(post('/api/study/studies/energy-check/sessions', {}))).status).toBe(201)
  })

  it('ignores query strings and never forwards them', async () => {
    const { proxy, calls } = setupProxy()
    await proxy(
      post('/api/study/sessions/s_1/finish?url=https://evil.test/&x=../../', { token: 't' }),
    )
    expect(calls[0]?.url).toBe('https://service.test/api/public/v1/sessions/s_1/finish')
  })

  it('sends only allowlisted headers upstream, with the key; drops cookies and the browser’s Authorization', async () => {
    const { proxy, calls } = setupProxy()
    await proxy(
      post(
        '/api/study/studies/energy-check/sessions',
        { language: 'de' },
        {
          cookie: 'sid=secret',
          authorization: 'Bearer browser',
          'idempotency-key': 'k1',
          'accept-language': 'de',
          'x-forwarded-for': '1.2.3.4',
          'x-forwarded-host': 'evil.test',
          forwarded: 'for=1.2.3.4',
          'proxy-authorization': 'Basic x',
          te: 'trailers',
          'x-custom': '1',
        },
      ),
    )
    const headers = calls[0]!.headers
    expect([...headers.keys()].sort()).toEqual([
      'accept-language',
      'authorization',
      'content-type',
      'idempotency-key',
    ])
    expect(headers.get('authorization')).toBe(`Bearer ${apiKey}`)
    expect(calls[0]!.body).toBe('{"language":"de"}')
  })

  it('refuses a malformed Idempotency-Key with 400 before any upstream call', async () => {
    const { proxy, calls } = setupProxy()
    const response = await proxy(
      post('/api/study/studies/x/sessions', {}, { 'idempotency-key': 'k'.repeat(256) }),
    )
    expect(response.status).toBe(400)
    expect(calls).toHaveLength(0)
  })

  it('passes upstream error bodies and statuses through', async () => {
    const { proxy } = setupProxy({}, () =>
      Response.json({ error: { code: 'study_not_live', message: 'Closed.' } }, { status: 409 }),
    )
    const response = await proxy(post('/api/study/studies/x/sessions', {}))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: { code: 'study_not_live', message: 'Closed.' } })
  })

  it('never echoes the key, in bodies or headers, and never passes Set-Cookie or RateLimit-* on', async () => {
    const { proxy } = setupProxy({}, () =>
      Response.json(
        { error: { code: 'unauthorized', message: `Key ${apiKey} is revoked (${apiKey})` } },
        {
          status: 401,
          headers: {
            'set-cookie': 'upstream=1',
            'x-debug': apiKey,
            etag: `"${apiKey}"`,
            'ratelimit-remaining': '3',
            location: 'https://evil.test/',
          },
        },
      ),
    )
    const response = await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))
    const text = await response.text()
    expect(text).not.toContain(apiKey)
    expect(text).toContain('[redacted]')
    response.headers.forEach((value) => expect(value).not.toContain(apiKey))
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(response.headers.get('ratelimit-remaining')).toBeNull()
    expect(response.headers.get('location')).toBeNull()
  })

  it('answers 502 upstream_unavailable when the service cannot be reached', async () => {
    const { proxy } = setupProxy({}, () => {
      throw new TypeError('fetch failed')
    })
    const response = await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))
    expect(response.status).toBe(502)
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_unavailable' } })
  })

  it('answers 504 upstream_timeout when the service is too slow', async () => {
    const fetch = ((_input: URL | RequestInfo, init?: RequestInit) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error))
      })) as typeof globalThis.fetch
    const proxy = createStudyProxy({
      baseUrl,
      apiKey,
      basePath: '/api/study',
      fetch,
      timeoutMs: 20,
    })
    const response = await proxy(at('/api/study/studies/x/content'))
    expect(response.status).toBe(504)
    expect(await response.json()).toMatchObject({ error: { code: 'upstream_timeout' } })
  })

  it('does not follow redirects and passes none on', async () => {
    const { proxy, calls } = setupProxy(
      {},
      () => new Response(null, { status: 302, headers: { location: 'https://evil.test/' } }),
    )
    const response = await proxy(at('/api/study/studies/x/content'))
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    expect(calls).toHaveLength(1)
  })

  it('asks the sessionGuard before any upstream call, with the route, ids and body', async () => {
    const guard = vi.fn((_request: Request, call: { route: string; body?: unknown }) =>
      call.route === 'startSession' ? false : true,
    )
    const { proxy, calls } = setupProxy({ sessionGuard: guard })
    const refused = await proxy(post('/api/study/studies/x/sessions', { participantRef: 'p' }))
    expect(refused.status).toBe(403)
    expect(await refused.json()).toMatchObject({ error: { code: 'forbidden' } })
    expect(guard).toHaveBeenLastCalledWith(expect.any(Request), {
      route: 'startSession',
      studyId: 'x',
      body: { participantRef: 'p' },
    })
    expect(calls).toHaveLength(0)
    expect((await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))).status).toBe(200)
    expect(proxy.stats().rejected.guard).toBe(1)
  })

  it('answers with the sessionGuard’s own Response when it returns one', async () => {
    const { proxy } = setupProxy({
      sessionGuard: () => Response.json({ error: { code: 'login_required' } }, { status: 401 }),
    })
    const response = await proxy(post('/api/study/studies/x/sessions', {}))
    expect(response.status).toBe(401)
  })

  it('leaves the sessionGuard’s Response untouched: an immutable one, or one handed out twice', async () => {
    const shared = new Response(null, { status: 401 })
    const fetched = await fetch('data:application/json,{}') // immutable headers
    const verdicts = [shared, shared, fetched]
    const { proxy } = setupProxy({
      allowedOrigins: ['https://a.test'],
      sessionGuard: () => verdicts.shift()!,
    })
    const fromA = await proxy(
      post(
        '/api/study/studies/x/sessions',
        {},
        { origin: 'https://a.test', 'sec-fetch-site': 'cross-site' },
      ),
    )
    expect(fromA.headers.get('access-control-allow-origin')).toBe('https://a.test')
    const fromB = await proxy(
      post(
        '/api/study/studies/x/sessions',
        {},
        { origin: 'https://b.test', 'sec-fetch-site': 'same-origin' },
      ),
    )
    expect(fromB.status).toBe(401)
    expect(fromB.headers.get('access-control-allow-origin')).toBeNull()
    expect(shared.headers.get('access-control-allow-origin')).toBeNull()
    const third = await proxy(post('/api/study/studies/x/sessions', {}))
    expect(third.status).toBe(200)
    expect(third.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('explains misconfiguration when it is created', () => {
    expect(() => createStudyProxy({ baseUrl: 'service.test', apiKey })).toThrow(/absolute URL/)
    expect(() => createStudyProxy({ baseUrl, apiKey, basePath: 'api' })).toThrow(/start with/)
    expect(() =>
      createStudyProxy({ baseUrl, apiKey, budget: { perMinute: 10, burst: 10 } }),
    ).toThrow(/burst/)
  })

  it('is created without baseUrl or apiKey (a build without the server’s environment), and then answers 500 and says which is missing', async () => {
    const onError = vi.fn()
    const env: Record<string, string | undefined> = {}
    const proxy = createStudyProxy({
      baseUrl: env.STUDY_API_URL!,
      apiKey: '',
      basePath: '/api/study',
      onError,
    })
    const response = await proxy(
      new Request('http://host.test/api/study/studies/x/content', {
        headers: { 'sec-fetch-site': 'same-origin' },
      }),
    )
    expect(response.status).toBe(500)
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      'internal_error',
    )
    expect(onError).toHaveBeenCalledTimes(1)
    expect(String(onError.mock.calls[0]?.[0])).toMatch(
      /no `baseUrl` and `apiKey` .*environment variable/,
    )
    // The other settings are still checked at once.
    expect(() => createStudyProxy({ baseUrl: '', apiKey, basePath: 'api' })).toThrow(/start with/)
  })

  it('answers 500 internal_error, without details, when its own machinery fails', async () => {
    const onError = vi.fn()
    const { proxy } = setupProxy({
      onError,
      store: {
        takeToken: () => Promise.reject(new Error(`store down ${apiKey}`)),
        countInWindow: () => Promise.resolve(0),
        get: () => Promise.resolve(undefined),
        set: () => Promise.resolve(),
      },
    })
    const response = await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain(apiKey)
    expect(onError).toHaveBeenCalled()
  })
})
