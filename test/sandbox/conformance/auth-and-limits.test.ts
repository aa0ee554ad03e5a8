import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createStudyServiceClient } from '../../../src/server/study-service-client'
import { failure, startHttpSandbox, type HttpSandbox } from './http-harness'

// Authentication, scopes and limits (docs/service.md: authentication, errors, limits) over HTTP.
let s: HttpSandbox
beforeAll(async () => {
  s = await startHttpSandbox()
})
afterAll(() => s.close())

/** Every public endpoint as [method, path, body], each one call of the needed scope. */
const endpoints: [string, string, unknown?][] = [
  ['GET', '/studies'],
  ['POST', '/studies', { licenseRequestId: '00000000-0000-4000-8000-000000000000', title: 'x' }],
  ['GET', '/studies/mood-live'],
  ['PATCH', '/studies/mood-live', {}],
  ['GET', '/studies/mood-live/content'],
  ['GET', '/studies/mood-live/sessions'],
  ['POST', '/studies/mood-live/sessions', {}],
  ['GET', '/studies/mood-live/results'],
  ['POST', '/sessions/ses_x/responses', { token: 't', responses: [] }],
  ['POST', '/sessions/ses_x/finish', { token: 't' }],
  ['GET', '/instruments'],
  ['GET', '/licenses'],
  ['POST', '/licenses', { instrumentId: 'mood4', purpose: 'x' }],
]

function send(method: string, path: string, body: unknown, key: string | null) {
  return s.raw(path, {
    method,
    key,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

describe('authentication (docs/service.md#authentication)', () => {
  for (const [method, path, body] of endpoints) {
    it(`${method} ${path} answers 401 unauthorized without a key, with the error shape`, async () => {
      const response = await send(method, path, body, null)
      expect(response.status).toBe(401)
      expect(await response.json()).toEqual({
        error: { code: 'unauthorized', message: expect.any(String) as string },
      })
    })
  }

  it('answers 401 for an unknown key, a key of another format and a revoked key', async () => {
    const { id, key, client } = await s.newClient()
    expect((await client.studies.listPage()).data.length).toBeGreaterThan(0)
    await s.control('DELETE', `/_sandbox/keys/${id}`)
    for (const presented of [key, `sk_live_${'x'.repeat(32)}`, 'sk_test_abc', 'Basic abc']) {
      const error = await failure(s.clientFor(presented).studies.listPage())
      expect(error).toMatchObject({ status: 401, code: 'unauthorized' })
    }
  })

  it('makes keys of the sk_live_ format, 32 url-safe characters after the prefix', async () => {
    const { key } = await s.newClient()
    expect(key).toMatch(/^sk_live_[A-Za-z0-9_-]{32}$/)
  })

  it('keeps studies and licences per account', async () => {
    const other = await s.newClient(['read', 'write'], 'acc_b')
    expect(await other.client.studies.list().toArray()).toEqual([])
    expect(await failure(other.client.studies.getContent('mood-live'))).toMatchObject({
      status: 404,
    })
  })
})

describe('scopes (docs/service.md#errors: GET needs read, every other method write)', () => {
  for (const [method, path, body] of endpoints) {
    const needed = method === 'GET' ? 'read' : 'write'
    const other = needed === 'read' ? 'write' : 'read'
    it(`${method} ${path} answers 403 insufficient_scope to a ${other}-only key`, async () => {
      const { key } = await s.newClient([other])
      const response = await send(method, path, body, key)
      expect(response.status).toBe(403)
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'insufficient_scope',
      )
    })
  }

  it('lets a read-only key read and a write-only key write', async () => {
    const reader = await s.newClient(['read'])
    expect((await reader.client.studies.get('mood-live')).id).toBe('mood-live')
    const writer = await s.newClient(['write'])
    expect((await writer.client.studies.startSession('mood-live')).status).toBe('started')
  })
})

describe('errors (docs/service.md#errors)', () => {
  it('answers 400 bad_request for malformed JSON', async () => {
    const response = await s.raw('/licenses', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"instrumentId":',
    })
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ error: { code: 'bad_request' } })
  })

  it('answers 415 unsupported_media_type for a body that is not JSON', async () => {
    const response = await s.raw('/licenses', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'instrumentId=mood4',
    })
    expect(response.status).toBe(415)
  })

  it('answers 404 not_found for an unknown path and 405 with Allow for a wrong method', async () => {
    expect((await s.raw('/nothing')).status).toBe(404)
    const response = await s.raw('/licenses', { method: 'DELETE' })
    expect(response.status).toBe(405)
    expect(response.headers.get('allow')).toBe('GET, HEAD, POST')
    expect((await s.raw('/studies/mood-live', { method: 'PUT' })).headers.get('allow')).toBe(
      'GET, HEAD, PATCH',
    )
  })
})

describe('limits (docs/service.md#limits)', () => {
  it('answers the 121st request within a minute 429 rate_limited with Retry-After and RateLimit-*', async () => {
    const limited = await startHttpSandbox({ rateLimit: {} }) // the spec's limits
    try {
      const { key } = await limited.newClient()
      const statuses: number[] = []
      let last!: Response
      for (let i = 0; i < 121; i++) {
        last = await limited.raw('/instruments?limit=1', { key })
        statuses.push(last.status)
        if (i < 120) await last.body?.cancel()
      }
      expect(statuses.slice(0, 120).every((status) => status === 200)).toBe(true)
      expect(statuses[120]).toBe(429)
      expect(await last.json()).toEqual({
        error: { code: 'rate_limited', message: expect.any(String) as string },
      })
      const retryAfter = Number(last.headers.get('retry-after'))
      expect(retryAfter).toBeGreaterThanOrEqual(1)
      expect(retryAfter).toBeLessThanOrEqual(60)
      expect(last.headers.get('ratelimit-limit')).toBe('120')
      expect(last.headers.get('ratelimit-remaining')).toBe('0')
      expect(Number(last.headers.get('ratelimit-reset'))).toBe(retryAfter)

      const error = await failure(limited.clientFor(key).studies.listPage())
      expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryAfter })
      // Another key has its own budget.
      expect((await (await limited.newClient()).client.instruments.listPage()).data).toHaveLength(2)
    } finally {
      await limited.close()
    }
  })

  it('reports RateLimit-* on every authenticated answer, errors included', async () => {
    const limited = await startHttpSandbox({ rateLimit: {} })
    try {
      const { key } = await limited.newClient()
      const ok = await limited.raw('/studies', { key })
      expect(ok.headers.get('ratelimit-limit')).toBe('120')
      expect(ok.headers.get('ratelimit-remaining')).toBe('119')
      const missing = await limited.raw('/studies/nope', { key })
      expect(missing.status).toBe(404)
      expect(missing.headers.get('ratelimit-remaining')).toBe('118')
    } finally {
      await limited.close()
    }
  })

  it('stops a key at its daily limit (lowered for the test)', async () => {
    const limited = await startHttpSandbox({ rateLimit: { perMinute: 1000, perDay: 5 } })
    try {
      const { key } = await limited.newClient()
      const client = createStudyServiceClient({ baseUrl: limited.baseUrl, apiKey: key })
      for (let i = 0; i < 5; i++) await client.instruments.listPage()
      const error = await failure(client.instruments.listPage())
      expect(error).toMatchObject({ status: 429, code: 'rate_limited' })
      expect(error.retryAfter).toBeGreaterThan(86_000)
    } finally {
      await limited.close()
    }
  })

  it('defaults the page size to 100', async () => {
    const many = await startHttpSandbox()
    try {
      const license = await many.approvedLicense('mood4')
      for (let i = 0; i < 101; i++) {
        await many.client.studies.create({ licenseRequestId: license.id, title: `S${i}` })
      }
      const first = await many.client.studies.listPage()
      expect(first.data).toHaveLength(100)
      expect(first.nextCursor).toEqual(expect.any(String))
      const second = await many.client.studies.listPage({ cursor: first.nextCursor! })
      const total = (await many.client.studies.list().toArray()).length
      expect(first.data.length + second.data.length).toBe(total)
      expect(second.nextCursor).toBeNull()
    } finally {
      await many.close()
    }
  })
})
