import { describe, expect, it } from 'vitest'
import { createStudyProxy } from '../../src/server'

const apiKey = 'sk_live_abcdefghijklmnopqrstuvwxyz012345'
const baseUrl = 'https://service.test/api/public/v1'

interface Recorded {
  url: string
  method: string
  headers: Headers
  body: string | null
}

/** A fake upstream that records every call and answers with `reply`. */
function setup(reply: (call: Recorded) => Response = () => Response.json({ ok: true })) {
  const calls: Recorded[] = []
  const fetch = ((input: URL | RequestInfo, init?: RequestInit) => {
    const body = init?.body ? new TextDecoder().decode(init.body as ArrayBuffer) : null
    const call = {
      url: input instanceof Request ? input.url : input.toString(),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
    }
    calls.push(call)
    return Promise.resolve().then(() => reply(call))
  }) as typeof globalThis.fetch
  const proxy = createStudyProxy({ baseUrl, apiKey, basePath: '/api/study', fetch })
  return { proxy, calls }
}

const at = (path: string, init?: RequestInit) => new Request(`http://host.test${path}`, init)
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  at(path, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('createStudyProxy', () => {
  it('forwards the four participant routes below the base URL, keeping its /api/public/v1 prefix', async () => {
    const { proxy, calls } = setup()
    await proxy(at('/api/study/studies/energy-check/content'))
    await proxy(post('/api/study/studies/energy-check/sessions', {}))
    await proxy(post('/api/study/sessions/s_1/responses', { token: 't', responses: [] }))
    await proxy(post('/api/study/sessions/s_1/finish', { token: 't' }))
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET https://service.test/api/public/v1/studies/energy-check/content',
      'POST https://service.test/api/public/v1/studies/energy-check/sessions',
      'POST https://service.test/api/public/v1/sessions/s_1/responses',
      'POST https://service.test/api/public/v1/sessions/s_1/finish',
    ])
  })

  it('adds the key upstream and drops the browser’s cookies and Authorization', async () => {
    const { proxy, calls } = setup()
    await proxy(
      post(
        '/api/study/sessions/s_1/finish',
        { token: 't' },
        { cookie: 'sid=secret', authorization: 'Bearer browser', 'idempotency-key': 'k1' },
      ),
    )
    const headers = calls[0]!.headers
    expect(headers.get('authorization')).toBe(`Bearer ${apiKey}`)
    expect(headers.get('cookie')).toBeNull()
    expect(headers.get('idempotency-key')).toBe('k1')
    expect(calls[0]!.body).toBe('{"token":"t"}')
  })

  it('answers 404 for unknown paths without calling upstream', async () => {
    const { proxy, calls } = setup()
    for (const path of [
      '/api/study/studies',
      '/api/study/studies/x/results',
      '/api/study/studies/..%2Fstudies/content',
      '/api/study/studies/%2e%2e/content',
      '/elsewhere/studies/x/content',
      '/api/studyx/studies/x/content',
    ]) {
      const response = await proxy(at(path))
      expect(response.status, path).toBe(404)
      expect(await response.json()).toMatchObject({ error: { code: 'not_found' } })
    }
    expect(calls).toHaveLength(0)
  })

  it('answers 405 with Allow for a known path and another method, without calling upstream', async () => {
    const { proxy, calls } = setup()
    const wrong = await proxy(at('/api/study/studies/x/content', { method: 'DELETE' }))
    expect(wrong.status).toBe(405)
    expect(wrong.headers.get('allow')).toBe('GET')
    const get = await proxy(at('/api/study/sessions/s_1/finish'))
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    expect(calls).toHaveLength(0)
  })

  it('passes upstream error bodies and statuses through', async () => {
    const { proxy } = setup(() =>
      Response.json({ error: { code: 'study_not_live', message: 'Closed.' } }, { status: 409 }),
    )
    const response = await proxy(post('/api/study/studies/x/sessions', {}))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: { code: 'study_not_live', message: 'Closed.' } })
  })

  it('never echoes the key and never passes Set-Cookie on', async () => {
    const { proxy } = setup(() =>
      Response.json(
        { error: { code: 'unauthorized', message: `Key ${apiKey} is revoked` } },
        { status: 401, headers: { 'set-cookie': 'upstream=1' } },
      ),
    )
    const response = await proxy(at('/api/study/studies/x/content'))
    const text = await response.text()
    expect(text).not.toContain(apiKey)
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it('answers 502 upstream_unavailable when the service cannot be reached', async () => {
    const { proxy } = setup(() => {
      throw new TypeError('fetch failed')
    })
    const response = await proxy(at('/api/study/studies/x/content'))
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

  it('does not follow redirects', async () => {
    const { proxy } = setup(
      () => new Response(null, { status: 302, headers: { location: 'https://evil.test/' } }),
    )
    const response = await proxy(at('/api/study/studies/x/content'))
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
  })

  it('explains a missing key when it is created', () => {
    expect(() => createStudyProxy({ baseUrl, apiKey: '' })).toThrow(/apiKey/)
  })
})
