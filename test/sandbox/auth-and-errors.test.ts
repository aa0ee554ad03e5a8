import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createHarness, errorOf, type Harness } from './harness'

let h: Harness
beforeAll(async () => {
  h = await createHarness()
})
afterAll(() => h.sandbox.close())

describe('authentication (docs/service.md#errors)', () => {
  it('answers 401 unauthorized without a key', async () => {
    const response = await h.call('GET', '/api/public/v1/studies', { key: null })
    expect(response.status).toBe(401)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual({
      error: { code: 'unauthorized', message: expect.any(String) as string },
    })
  })

  it('answers 401 for a well-formed but unknown key and for a malformed one', async () => {
    for (const key of [`sk_live_${'a'.repeat(32)}`, 'sk_test_nope', '']) {
      const response = await h.call('GET', '/api/public/v1/studies', { key })
      expect(response.status).toBe(401)
      expect((await errorOf(response)).code).toBe('unauthorized')
    }
  })

  it('answers 401 for a revoked key', async () => {
    const { id, key } = await h.createKey()
    expect((await h.call('GET', '/api/public/v1/studies', { key })).status).toBe(200)
    expect((await h.call('DELETE', `/_sandbox/keys/${id}`, { key: null })).status).toBe(200)
    const response = await h.call('GET', '/api/public/v1/studies', { key })
    expect(response.status).toBe(401)
  })

  it('accepts the Bearer scheme in any case', async () => {
    const response = await h.call('GET', '/api/public/v1/studies', {
      key: null,
      headers: { authorization: `bearer ${h.key}` },
    })
    expect(response.status).toBe(200)
  })

  it('stores keys only as SHA-256 hashes', () => {
    const rows = h.sandbox.db.prepare('SELECT * FROM api_keys').all() as Record<string, unknown>[]
    expect(JSON.stringify(rows)).not.toContain(h.key)
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.key_hash as string))).toBe(true)
  })
})

describe('scopes (docs/service.md#errors)', () => {
  it('lets a read-only key GET but answers 403 insufficient_scope on POST', async () => {
    const { key } = await h.createKey(['read'])
    expect((await h.call('GET', '/api/public/v1/studies/energy-check', { key })).status).toBe(200)
    const response = await h.call('POST', '/api/public/v1/studies/energy-check/sessions', { key })
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('insufficient_scope')
  })

  it('lets a write-only key POST but answers 403 insufficient_scope on GET', async () => {
    const { key } = await h.createKey(['write'])
    const started = await h.call('POST', '/api/public/v1/studies/energy-check/sessions', { key })
    expect(started.status).toBe(201)
    const response = await h.call('GET', '/api/public/v1/studies', { key })
    expect(response.status).toBe(403)
    expect((await errorOf(response)).code).toBe('insufficient_scope')
  })
})

describe('routing', () => {
  it('answers 404 not_found for an unknown path', async () => {
    const response = await h.call('GET', '/api/public/v1/nothing-here')
    expect(response.status).toBe(404)
    expect((await errorOf(response)).code).toBe('not_found')
  })

  it('answers 405 with Allow for a known path and another method', async () => {
    const response = await h.call('DELETE', '/api/public/v1/studies/energy-check/content')
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD')
    expect((await errorOf(response)).code).toBe('method_not_allowed')

    const post = await h.call('GET', '/api/public/v1/sessions/abc/finish')
    expect(post.status).toBe(405)
    expect(post.headers.get('allow')).toBe('POST')
  })

  it('answers 405 on every route from its registered methods, controls included', async () => {
    const cases: [method: string, path: string, allow: string][] = [
      ['POST', '/healthz', 'GET, HEAD'],
      ['PUT', '/api/public/v1/studies', 'GET, HEAD, POST'],
      ['POST', '/api/public/v1/studies/energy-check', 'GET, HEAD, PATCH'],
      ['GET', '/api/public/v1/webhooks/in/some-slug', 'POST'],
      ['POST', '/_sandbox/clock', 'GET, HEAD'],
      ['GET', '/_sandbox/webhook-endpoints/we_x/rotate', 'POST'],
      ['PUT', '/_sandbox/licenses/lic_x/approve', 'POST'],
    ]
    for (const [method, path, allow] of cases) {
      const response = await h.call(method, path, { key: null })
      expect(response.status, `${method} ${path}`).toBe(405)
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow)
      expect((await errorOf(response)).code).toBe('method_not_allowed')
    }
  })

  it('answers /healthz without a key', async () => {
    const response = await h.call('GET', '/healthz', { key: null })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
  })
})

describe('request bodies', () => {
  const start = '/api/public/v1/studies/energy-check/sessions'

  it('answers 400 bad_request for malformed JSON', async () => {
    const response = await h.call('POST', start, {
      body: '{"language": ',
      headers: { 'content-type': 'application/json' },
    })
    expect(response.status).toBe(400)
    expect((await errorOf(response)).code).toBe('bad_request')
  })

  it('answers 415 unsupported_media_type for a body that is not application/json', async () => {
    const response = await h.call('POST', start, {
      body: 'language=en',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect((await errorOf(response)).code).toBe('unsupported_media_type')
  })

  it('accepts application/json with a charset parameter', async () => {
    const response = await h.call('POST', start, {
      body: '{"language":"de"}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    })
    expect(response.status).toBe(201)
  })

  it('answers 413 payload_too_large for a body over 64 KB', async () => {
    const response = await h.call('POST', start, {
      json: { metadata: { filler: 'x'.repeat(70_000) } },
    })
    expect(response.status).toBe(413)
    expect((await errorOf(response)).code).toBe('payload_too_large')
  })
})

describe('unexpected failures', () => {
  it('answers 500 internal_error without a stack trace and reports the error', async () => {
    const onUnexpectedError = vi.fn()
    const broken = await createHarness({ onUnexpectedError })
    broken.sandbox.db.exec('DROP TABLE sessions') // any query on sessions now throws
    const response = await broken.call('GET', '/api/public/v1/studies/energy-check')
    expect(response.status).toBe(500)
    const text = await response.text()
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal_error', message: expect.any(String) as string },
    })
    expect(text).not.toMatch(/at .*\.ts|SqliteError|sessions/)
    expect(onUnexpectedError).toHaveBeenCalledOnce()
    broken.sandbox.close()
  })
})
