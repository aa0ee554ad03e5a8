import { describe, expect, it, vi } from 'vitest'
import {
  ApiError,
  isApiError,
  isNetworkError,
  isRetryableError,
  isStudyUnavailableError,
  NetworkError,
} from '../../src/core/errors'
import { createFetchTransport } from '../../src/core/transport'

function json(status: number, body: unknown, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  })
}

function recordingFetch(response: () => Response) {
  return vi.fn<typeof fetch>(() => Promise.resolve(response()))
}

describe('createFetchTransport', () => {
  it('calls the four proxy routes with encoded ids, relative proxyUrl with a trailing slash', async () => {
    const fetch = recordingFetch(() => json(200, {}))
    const transport = createFetchTransport({ proxyUrl: '/api/study/', fetch })
    await transport.getContent('a b')
    await transport.startSession('a b', { language: 'de' }, { idempotencyKey: 'key-1' })
    await transport.submitResponses('s/1', { token: 't', responses: [] })
    await transport.finishSession('s/1', { token: 't' })
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method ?? 'GET'])).toEqual([
      ['/api/study/studies/a%20b/content', 'GET'],
      ['/api/study/studies/a%20b/sessions', 'POST'],
      ['/api/study/sessions/s%2F1/responses', 'POST'],
      ['/api/study/sessions/s%2F1/finish', 'POST'],
    ])
    const [, start] = fetch.mock.calls[1] ?? []
    expect(new Headers(start?.headers).get('idempotency-key')).toBe('key-1')
    expect(new Headers(start?.headers).get('content-type')).toBe('application/json')
    expect(start?.body).toBe('{"language":"de"}')
  })

  it('calls the resume routes with the token in the body only, never in a URL', async () => {
    const fetch = recordingFetch(() => json(201, { resumeId: 'r', url: 'u', expiresAt: 'e' }))
    const transport = createFetchTransport({ proxyUrl: '/api/study', fetch })
    const place = {
      studyId: 's1',
      sessionId: 'ses_1',
      token: 'tok_secret',
      page: 2,
      answers: {},
      seed: 'seed_secret',
      language: 'de',
    }
    await transport.createResumeLink({ ...place, destination: 'https://host.test/take' })
    await transport.claimResumeLink('Ab_cd-EF0123456789abcd', { studyId: 's1' })
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.method])).toEqual([
      ['/api/study/resume', 'POST'],
      ['/api/study/resume/Ab_cd-EF0123456789abcd', 'POST'],
    ])
    const [, create] = fetch.mock.calls[0] ?? []
    expect(JSON.parse(create?.body as string)).toMatchObject({ token: 'tok_secret', page: 2 })
    // The claim says which study it is for (the proxy hands out no other study's record).
    const [, claim] = fetch.mock.calls[1] ?? []
    expect(JSON.parse(claim?.body as string)).toEqual({ studyId: 's1' })
    for (const [url, init] of fetch.mock.calls) {
      expect(url as string).not.toMatch(/tok_secret|seed_secret/)
      expect(JSON.stringify(init?.headers)).not.toMatch(/tok_secret|seed_secret/)
    }
  })

  it('keeps an absolute proxyUrl with its path', async () => {
    const fetch = recordingFetch(() => json(200, {}))
    await createFetchTransport({ proxyUrl: 'https://host.example/api/study', fetch }).getContent(
      's1',
    )
    expect(fetch.mock.calls[0]?.[0]).toBe('https://host.example/api/study/studies/s1/content')
  })

  it("turns an error answer into an ApiError with the service's code and details", async () => {
    const fetch = recordingFetch(() =>
      json(422, {
        error: {
          code: 'validation_failed',
          message: 'responses[0].valueNum is out of range',
          details: [{ field: 'responses[0].valueNum', message: 'out of range' }],
        },
      }),
    )
    const error = await createFetchTransport({ proxyUrl: '/p', fetch })
      .submitResponses('s', { token: 't', responses: [] })
      .catch((caught: unknown) => caught)
    expect(isApiError(error)).toBe(true)
    expect(error).toMatchObject({
      name: 'ApiError',
      status: 422,
      code: 'validation_failed',
      retryable: false,
      details: [{ field: 'responses[0].valueNum', message: 'out of range' }],
    })
  })

  it('marks 429 and 5xx retryable and reads Retry-After', async () => {
    const fetch = recordingFetch(() =>
      json(429, { error: { code: 'rate_limited', message: 'slow down' } }, { 'retry-after': '7' }),
    )
    const error = await createFetchTransport({ proxyUrl: '/p', fetch })
      .getContent('s')
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ retryable: true, retryAfterMs: 7000 })
    expect(
      isRetryableError(new ApiError({ status: 502, code: 'upstream_unavailable', message: '' })),
    ).toBe(true)
  })

  it('goes by the status when the body is not the service error shape', async () => {
    const fetch = recordingFetch(() => new Response('<html>oops</html>', { status: 500 }))
    const error = await createFetchTransport({ proxyUrl: '/p', fetch })
      .getContent('s')
      .catch((caught: unknown) => caught)
    expect(error).toMatchObject({ status: 500, code: 'http_500', retryable: true })
  })

  it('turns a failed request into a retryable NetworkError', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(() =>
      Promise.reject(new TypeError('Failed to fetch')),
    )
    const error = await createFetchTransport({ proxyUrl: '/p', fetch })
      .getContent('s')
      .catch((caught: unknown) => caught)
    expect(isNetworkError(error)).toBe(true)
    expect(error).toBeInstanceOf(NetworkError)
    expect(isRetryableError(error)).toBe(true)
  })

  it('recognises a study that cannot be taken', () => {
    const inactive = new ApiError({ status: 403, code: 'license_inactive', message: '' })
    const notLive = new ApiError({ status: 409, code: 'study_not_live', message: '' })
    const closed = new ApiError({ status: 409, code: 'session_closed', message: '' })
    expect([inactive, notLive, closed].map(isStudyUnavailableError)).toEqual([true, true, false])
  })
})
