import { describe, expect, it } from 'vitest'
import { at, post, setupProxy } from './fake-upstream'

const finish = '/api/study/sessions/s_1/finish'

describe('createStudyProxy — body checks', () => {
  it('answers 415 unsupported_media_type for a POST body that is not application/json', async () => {
    const { proxy, calls } = setupProxy()
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/json-seq',
      'application/json; charset=latin1',
    ]) {
      const response = await proxy(post(finish, { token: 't' }, { 'content-type': type }))
      expect(response.status, type).toBe(415)
      expect(await response.json()).toMatchObject({ error: { code: 'unsupported_media_type' } })
    }
    const none = await proxy(at(finish, { method: 'POST', body: '{}' }))
    expect(none.status).toBe(415)
    expect(calls).toHaveLength(0)
    const ok = await proxy(
      post(finish, { token: 't' }, { 'content-type': 'Application/JSON; charset=UTF-8' }),
    )
    expect(ok.status).toBe(200)
  })

  it('answers 413 above 64 KB, by Content-Length or by counting a streamed body', async () => {
    const { proxy, calls } = setupProxy()
    const big = JSON.stringify({ token: 't', pad: 'x'.repeat(65_536) })
    const declared = await proxy(post(finish, big))
    expect(declared.status).toBe(413)
    expect(await declared.json()).toMatchObject({ error: { code: 'payload_too_large' } })

    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new Uint8Array(1024).fill(32))
        controller.close()
      },
    })
    const streamed = await proxy(
      at(finish, {
        method: 'POST',
        body: stream,
        headers: { 'content-type': 'application/json' },
        duplex: 'half',
      } as RequestInit),
    )
    expect(streamed.status).toBe(413)
    expect(calls).toHaveLength(0)
    expect((await proxy(post(finish, { token: 't', pad: 'x'.repeat(60_000) }))).status).toBe(200)
  })

  it('honours a smaller maxBodyBytes', async () => {
    const { proxy } = setupProxy({ maxBodyBytes: 100 })
    expect((await proxy(post(finish, { pad: 'x'.repeat(200) }))).status).toBe(413)
  })

  it('answers 400 bad_request for malformed JSON, non-objects and invalid UTF-8, without an upstream call', async () => {
    const { proxy, calls } = setupProxy()
    for (const body of ['{', '', 'null', '[1]', '"s"', '1', '{"a":1}x']) {
      const response = await proxy(post(finish, body))
      expect(response.status, body).toBe(400)
      expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } })
    }
    const latin1 = await proxy(
      at(finish, {
        method: 'POST',
        body: new Uint8Array([0x7b, 0x22, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(latin1.status).toBe(400)
    expect(calls).toHaveLength(0)
  })
})

describe('createStudyProxy — CSRF by Sec-Fetch-Site with an Origin fallback', () => {
  const cases: [string, Record<string, string>, 'GET' | 'POST', number][] = [
    ['same-origin', { 'sec-fetch-site': 'same-origin' }, 'POST', 200],
    ['a navigation the user started', { 'sec-fetch-site': 'none' }, 'GET', 200],
    ['cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }, 'POST', 403],
    ['cross-site GET', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.test' }, 'GET', 403],
    ['same-site', { 'sec-fetch-site': 'same-site', origin: 'https://a.host.test' }, 'POST', 403],
    ['an unknown Sec-Fetch-Site', { 'sec-fetch-site': 'weird' }, 'POST', 403],
    [
      'an allowed origin',
      { 'sec-fetch-site': 'cross-site', origin: 'https://partner.test' },
      'POST',
      200,
    ],
    [
      'no Fetch Metadata, own Origin',
      { 'sec-fetch-site': '', origin: 'http://host.test' },
      'POST',
      200,
    ],
    [
      'no Fetch Metadata, own host over https',
      { 'sec-fetch-site': '', origin: 'https://host.test' },
      'POST',
      200,
    ],
    [
      'no Fetch Metadata, foreign Origin',
      { 'sec-fetch-site': '', origin: 'https://evil.test' },
      'POST',
      403,
    ],
    ['no Fetch Metadata, Origin: null', { 'sec-fetch-site': '', origin: 'null' }, 'POST', 403],
    [
      'no Fetch Metadata, allowed Origin',
      { 'sec-fetch-site': '', origin: 'https://partner.test' },
      'POST',
      200,
    ],
    ['neither header on GET', { 'sec-fetch-site': '' }, 'GET', 200],
    ['neither header on POST (a server)', { 'sec-fetch-site': '' }, 'POST', 200],
  ]
  for (const [name, headers, method, status] of cases) {
    it(`answers ${status} to ${name} (${method})`, async () => {
      const { proxy, calls } = setupProxy({ allowedOrigins: ['https://partner.test'] })
      const sent = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''))
      const request =
        method === 'GET'
          ? new Request('http://host.test/api/study/studies/x/content', { headers: sent })
          : new Request(`http://host.test${finish}`, {
              method: 'POST',
              body: '{"token":"t"}',
              headers: { 'content-type': 'application/json', ...sent },
            })
      const response = await proxy(request)
      expect(response.status).toBe(status)
      if (status === 403) {
        expect(await response.json()).toMatchObject({ error: { code: 'forbidden_origin' } })
        expect(calls).toHaveLength(0)
      }
    })
  }

  it('refuses a POST with neither header when allowRequestsWithoutOrigin is false', async () => {
    const { proxy } = setupProxy({ allowRequestsWithoutOrigin: false })
    const response = await proxy(
      new Request(`http://host.test${finish}`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json' },
      }),
    )
    expect(response.status).toBe(403)
    expect(proxy.stats().rejected.origin).toBe(1)
  })
})

describe('createStudyProxy — CORS and Vary', () => {
  it('sends no CORS headers unless the origin is configured', async () => {
    const { proxy } = setupProxy()
    const response = await proxy(
      at('/api/study/studies/x/content', { headers: { origin: 'https://evil.test' } }),
    )
    expect(
      [...response.headers.keys()].filter((name) => name.startsWith('access-control')),
    ).toEqual([])
  })

  it('answers CORS for allowed origins only, preflight included', async () => {
    const { proxy, calls } = setupProxy({ allowedOrigins: ['https://partner.test'] })
    const preflight = await proxy(
      new Request(`http://host.test${finish}`, {
        method: 'OPTIONS',
        headers: {
          origin: 'https://partner.test',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      }),
    )
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://partner.test')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
    expect(preflight.headers.get('vary')).toContain('Access-Control-Request-Method')

    const foreign = await proxy(
      new Request(`http://host.test${finish}`, {
        method: 'OPTIONS',
        headers: { origin: 'https://evil.test', 'access-control-request-method': 'POST' },
      }),
    )
    expect(foreign.status).toBe(405)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()

    const actual = await proxy(
      post(
        finish,
        { token: 't' },
        { 'sec-fetch-site': 'cross-site', origin: 'https://partner.test' },
      ),
    )
    expect(actual.status).toBe(200)
    expect(actual.headers.get('access-control-allow-origin')).toBe('https://partner.test')
    expect(actual.headers.get('access-control-expose-headers')).toContain('Retry-After')
    expect(calls).toHaveLength(1)
  })

  it('varies every answer on Origin and Sec-Fetch-Site, errors included', async () => {
    const { proxy } = setupProxy()
    for (const request of [at('/api/study/studies/x/content'), at('/api/study/nope')]) {
      const response = await proxy(request)
      expect(response.headers.get('vary')).toBe('Origin, Sec-Fetch-Site')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    }
  })
})

describe('createStudyProxy — per-client and per-session rate limits', () => {
  it('limits one session, answering 429 rate_limited with Retry-After, without an upstream call', async () => {
    const { proxy, calls } = setupProxy({ rateLimit: { perSession: 3, perClient: 100 } })
    for (let i = 0; i < 3; i++) expect((await proxy(post(finish, { token: 't' }))).status).toBe(200)
    const limited = await proxy(post(finish, { token: 't' }))
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited' } })
    expect(calls).toHaveLength(3)
    // Another session is not affected.
    expect((await proxy(post('/api/study/sessions/s_2/finish', { token: 't' }))).status).toBe(200)
    expect(proxy.stats().rejected.rateLimit).toBe(1)
  })

  it('limits one client by its socket address, not by a forged X-Forwarded-For', async () => {
    const { proxy } = setupProxy({ rateLimit: { perClient: 2 } })
    const from = (address: string, forwarded: string) =>
      proxy(at('/api/study/studies/x/content', { headers: { 'x-forwarded-for': forwarded } }), {
        remoteAddress: address,
      })
    expect((await from('10.0.0.1', '1.1.1.1')).status).toBe(200)
    expect((await from('10.0.0.1', '2.2.2.2')).status).toBe(200)
    expect((await from('10.0.0.1', '3.3.3.3')).status).toBe(429)
    expect((await from('10.0.0.2', '3.3.3.3')).status).toBe(200)
  })

  it('counts X-Forwarded-For only with trustProxy, taking the entry the trusted proxy added', async () => {
    const { proxy } = setupProxy({ rateLimit: { perClient: 1 }, trustProxy: true })
    const from = (forwarded: string) =>
      proxy(at('/api/study/studies/x/content', { headers: { 'x-forwarded-for': forwarded } }), {
        remoteAddress: '10.0.0.1',
      })
    expect((await from('9.9.9.9, 1.1.1.1')).status).toBe(200)
    // The client forged a new left-most entry; the balancer's entry is the same client.
    expect((await from('8.8.8.8, 1.1.1.1')).status).toBe(429)
    expect((await from('2.2.2.2')).status).toBe(200)
  })

  it('lets a clientId option decide who the client is', async () => {
    const { proxy } = setupProxy({
      rateLimit: { perClient: 1 },
      clientId: (request) => request.headers.get('cf-connecting-ip') ?? undefined,
    })
    const from = (ip: string) =>
      proxy(at('/api/study/studies/x/content', { headers: { 'cf-connecting-ip': ip } }))
    expect((await from('1.1.1.1')).status).toBe(200)
    expect((await from('1.1.1.1')).status).toBe(429)
    expect((await from('2.2.2.2')).status).toBe(200)
  })

  it('can be turned off', async () => {
    const { proxy } = setupProxy({ rateLimit: false })
    for (let i = 0; i < 200; i++)
      expect((await proxy(at('/api/study/studies/x/content'))).status).toBe(200)
  })
})
