import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createStudyProxy } from '../../src/server'
import { apiKey, baseUrl, type RecordedCall } from './fake-upstream'

const knownBodyKeys = new Set(['token', 'responses', 'language', 'participantRef', 'metadata'])

// What may reach the service: the four routes of docs/architecture.md with strict ids, nothing
// else.
const allowedUpstream: [string, RegExp][] = [
  ['GET', /^\/api\/public\/v1\/studies\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/content$/],
  ['POST', /^\/api\/public\/v1\/studies\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/sessions$/],
  ['POST', /^\/api\/public\/v1\/sessions\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/responses$/],
  ['POST', /^\/api\/public\/v1\/sessions\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/finish$/],
]

/** A hostile service: echoes the request it got — key included — into body and headers. */
function echoingProxy() {
  const calls: RecordedCall[] = []
  const fetch = (async (input: URL | RequestInfo, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    const call: RecordedCall = {
      url: input instanceof Request ? input.url : input instanceof URL ? input.href : input,
      method: init?.method ?? 'GET',
      headers,
      body: init?.body ? new TextDecoder().decode(init.body as Uint8Array) : null,
    }
    calls.push(call)
    await Promise.resolve()
    const echo = JSON.stringify({ revision: 'r1', got: [...headers.entries()], body: call.body })
    return new Response(echo, {
      status: call.url.endsWith('/content') ? 200 : 201,
      headers: {
        'content-type': 'application/json',
        'x-echo': headers.get('authorization') ?? '',
        'set-cookie': `k=${apiKey}`,
      },
    })
  }) as typeof globalThis.fetch
  const proxy = createStudyProxy({
    baseUrl,
    apiKey,
    basePath: '/api/study',
    fetch,
    rateLimit: false,
    budget: { perMinute: 10_000_000, burst: 1_000_000, perDay: 1e12 },
    cacheTtlMs: 0,
  })
  return { proxy, calls }
}

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'study',
    'studies',
    'sessions',
    'content',
    'responses',
    'finish',
    'results',
    'licenses',
    'energy-check',
    's_1',
    '..',
    '.',
    '%2e%2e',
    '%2E%2e',
    '%2f',
    '%2F',
    '%5c',
    '%00',
    '%252F',
    '..%2f',
    '\\',
    '',
    ';',
    '%3B',
    '?',
    '#',
    '@evil.test',
    'http:',
    '//evil.test',
    '%0d%0aX-Injected:1',
    'ä',
    '%',
  ),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  fc.string({ maxLength: 12 }),
)
const path = fc
  .tuple(fc.boolean(), fc.array(segment, { maxLength: 8 }))
  .map(([prefixed, parts]) =>
    (prefixed ? ['', 'api', 'study', ...parts] : ['', ...parts]).join('/'),
  )
const method = fc.oneof(
  fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
  fc.stringMatching(/^[A-Z]{1,10}$/),
)
const headerName = fc.constantFrom(
  'content-type',
  'content-length',
  'origin',
  'sec-fetch-site',
  'cookie',
  'authorization',
  'x-forwarded-for',
  'x-forwarded-host',
  'host',
  'idempotency-key',
  'if-none-match',
  'accept-language',
  'transfer-encoding',
  'access-control-request-method',
  'x-http-method-override',
)
const headerValue = fc.oneof(
  fc.constantFrom(
    'application/json',
    'text/plain',
    'same-origin',
    'cross-site',
    'none',
    'null',
    'https://evil.test',
    'http://host.test',
    'POST',
    'chunked',
    '0',
    '99999999',
    '*',
  ),
  fc.string({ maxLength: 40 }),
)
const body = fc.oneof(
  fc.constant(undefined),
  fc.string({ maxLength: 200 }),
  fc.json({ maxDepth: 3 }),
  fc.uint8Array({ maxLength: 200 }),
  fc.constant('{"token":"t","responses":[]}'),
)

function buildRequest(
  target: string,
  verb: string,
  headers: [string, string][],
  payload: string | Uint8Array | undefined,
): Request | undefined {
  try {
    return new Request(`http://host.test${target}`, {
      method: verb,
      headers,
      ...(payload !== undefined && verb !== 'GET' && verb !== 'HEAD'
        ? { body: typeof payload === 'string' ? payload : new Uint8Array(payload) }
        : {}),
    })
  } catch {
    return undefined // not a request any runtime could hand the proxy
  }
}

describe('createStudyProxy — properties under generated input', () => {
  it('never calls upstream outside the four routes, never answers 5xx, never shows the key', async () => {
    const { proxy, calls } = echoingProxy()
    await fc.assert(
      fc.asyncProperty(
        path,
        method,
        fc.array(fc.tuple(headerName, headerValue), { maxLength: 6 }),
        body,
        async (target, verb, headers, payload) => {
          const request = buildRequest(target, verb, headers, payload)
          fc.pre(request !== undefined)
          const before = calls.length
          const response = await proxy(request)
          expect(response.status).toBeLessThan(500)
          const text = await response.text()
          expect(text).not.toContain(apiKey)
          response.headers.forEach((value) => expect(value).not.toContain(apiKey))
          expect(response.headers.get('set-cookie')).toBeNull()
          for (const call of calls.slice(before)) {
            const url = new URL(call.url)
            expect(url.origin).toBe('https://service.test')
            expect(url.search).toBe('')
            expect(
              allowedUpstream.some(
                ([m, pattern]) => m === call.method && pattern.test(url.pathname),
              ),
              `${call.method} ${call.url}`,
            ).toBe(true)
            expect([...call.headers.keys()].sort()).toEqual(
              expect.arrayContaining(['authorization']),
            )
            for (const name of call.headers.keys()) {
              expect([
                'authorization',
                'content-type',
                'accept',
                'accept-language',
                'idempotency-key',
              ]).toContain(name)
            }
          }
        },
      ),
      { numRuns: 3000 },
    )
  })

  it('forwards every well-formed participant call, and only those', async () => {
    const { proxy, calls } = echoingProxy()
    const id = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/)
    // Bodies of the API's shapes, with whatever else a client adds.
    const extra = fc.dictionary(
      fc.string().filter((key) => !knownBodyKeys.has(key)),
      fc.jsonValue(),
    )
    const token = fc.string({ minLength: 1, maxLength: 64 })
    const item = fc.record(
      {
        variableCode: fc.string({ minLength: 1 }),
        valueNum: fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constant(null)),
        valueText: fc.oneof(fc.string({ maxLength: 200 }), fc.constant(null)),
        rtMs: fc.nat({ max: 86_400_000 }),
        changes: fc.nat({ max: 10_000 }),
        answeredAt: fc.constant('2026-03-02T09:00:00.000Z'),
      },
      { requiredKeys: ['variableCode', 'valueNum'] },
    )
    const start = fc.record(
      { language: fc.string({ maxLength: 35 }), participantRef: fc.string({ maxLength: 200 }) },
      { requiredKeys: [] },
    )
    const call = fc.oneof(
      id.map((studyId) => ['GET', `/studies/${studyId}/content`, {}] as const),
      fc
        .tuple(id, start, extra)
        .map(
          ([studyId, body, more]) =>
            ['POST', `/studies/${studyId}/sessions`, { ...more, ...body }] as const,
        ),
      fc
        .tuple(id, token, fc.array(item, { minLength: 1, maxLength: 5 }), extra)
        .map(
          ([sessionId, t, responses, more]) =>
            ['POST', `/sessions/${sessionId}/responses`, { ...more, token: t, responses }] as const,
        ),
      fc
        .tuple(id, token, extra)
        .map(
          ([sessionId, t, more]) =>
            ['POST', `/sessions/${sessionId}/finish`, { ...more, token: t }] as const,
        ),
    )
    await fc.assert(
      fc.asyncProperty(call, async ([verb, route, value]) => {
        const before = calls.length
        const response = await proxy(
          new Request(`http://host.test/api/study${route}`, {
            method: verb,
            headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
            ...(verb === 'POST' ? { body: JSON.stringify(value) } : {}),
          }),
        )
        expect(response.status).toBeLessThan(300)
        expect(calls.length).toBe(before + 1)
        expect(new URL(calls[before]!.url).pathname).toBe(`/api/public/v1${route}`)
      }),
      { numRuns: 1000 },
    )
  })

  it('answers a body that breaks the API shapes itself, naming the field, never upstream', async () => {
    const { proxy, calls } = echoingProxy()
    const notAString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.object())
    const broken = fc.oneof(
      fc.constant(['/sessions/s_1/finish', {}, 'token'] as const),
      notAString.map((t) => ['/sessions/s_1/finish', { token: t }, 'token'] as const),
      fc.constant(['/sessions/s_1/responses', { token: 't', responses: [] }, 'responses'] as const),
      fc
        .oneof(fc.string(), fc.object(), fc.constant(null))
        .map(
          (responses) =>
            ['/sessions/s_1/responses', { token: 't', responses }, 'responses'] as const,
        ),
      fc
        .oneof(fc.string(), fc.boolean(), fc.object())
        .map(
          (valueNum) =>
            [
              '/sessions/s_1/responses',
              { token: 't', responses: [{ variableCode: 'Q1', valueNum }] },
              'responses[0].valueNum',
            ] as const,
        ),
      fc
        .oneof(fc.integer({ min: -1e9, max: -1 }), fc.double({ min: 0.1, max: 0.9 }))
        .map(
          (rtMs) =>
            [
              '/sessions/s_1/responses',
              { token: 't', responses: [{ variableCode: 'Q1', valueNum: 1, rtMs }] },
              'responses[0].rtMs',
            ] as const,
        ),
      fc
        .string({ minLength: 36, maxLength: 80 })
        .map((language) => ['/studies/energy-check/sessions', { language }, 'language'] as const),
    )
    await fc.assert(
      fc.asyncProperty(broken, async ([route, value, field]) => {
        const response = await proxy(
          new Request(`http://host.test/api/study${route}`, {
            method: 'POST',
            headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
            body: JSON.stringify(value),
          }),
        )
        expect(response.status).toBe(422)
        const body = (await response.json()) as {
          error: { code: string; details: { field: string }[] }
        }
        expect(body.error.code).toBe('validation_failed')
        expect(body.error.details.map((detail) => detail.field)).toContain(field)
      }),
      { numRuns: 300 },
    )
    expect(calls).toHaveLength(0)
  })
})
