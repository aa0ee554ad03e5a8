import { afterAll, beforeAll, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import type { ScoreRecord, Study } from '../../src/api/types'
import { createStudyServiceClient } from '../../src/server/study-service-client'
import {
  isStudyServiceError,
  parseRetryAfter,
  StudyServiceError,
} from '../../src/server/study-service-error'
import { paginate, type Page } from '../../src/server/study-service-pagination'
import { filenameOf } from '../../src/server/study-service-studies'
import { fixturesDir } from '../sandbox/harness'

let sandbox: Sandbox
let apiKey: string
const baseUrl = 'http://sandbox.test/api/public/v1'

beforeAll(async () => {
  sandbox = createSandbox({ seedDirs: [fixturesDir], sweepIntervalMs: 0 })
  const response = await sandbox.app.fetch(
    new Request('http://sandbox.test/_sandbox/keys', { method: 'POST' }),
  )
  apiKey = ((await response.json()) as { key: string }).key
})
afterAll(() => sandbox.close())

const client = (options: { fetch?: (request: Request) => Promise<Response>; base?: string } = {}) =>
  createStudyServiceClient({
    baseUrl: options.base ?? baseUrl,
    apiKey,
    fetch: options.fetch ?? ((request) => sandbox.app.fetch(request)),
  })

describe('createStudyServiceClient', () => {
  it('says how to fix a missing key or a relative baseUrl', () => {
    expect(() => createStudyServiceClient({ baseUrl, apiKey: '' })).toThrow(/needs an apiKey/)
    expect(() => createStudyServiceClient({ baseUrl: '/api/public/v1', apiKey: 'k' })).toThrow(
      /absolute baseUrl including \/api\/public\/v1/,
    )
  })

  it('keeps the /api/public/v1 prefix with or without a trailing slash and sends the key', async () => {
    for (const base of [baseUrl, `${baseUrl}/`]) {
      const seen: Request[] = []
      const spy = client({
        base,
        fetch: (request) => {
          seen.push(request.clone())
          return sandbox.app.fetch(request)
        },
      })
      await spy.studies.get('mood-live')
      expect(seen[0]!.url).toBe(`${baseUrl}/studies/mood-live`)
      expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${apiKey}`)
    }
  })

  it('resolves typed bodies', async () => {
    const study = await client().studies.get('mood-live')
    expectTypeOf(study).toEqualTypeOf<Study>()
    expect(study.id).toBe('mood-live')
    const scores = client().studies.results('mood-live', { dataset: 'scores' })
    expectTypeOf(await scores.toArray()).toEqualTypeOf<ScoreRecord[]>()
  })

  it('sends the Idempotency-Key so a retried start answers the same session', async () => {
    const first = await client().studies.startSession('mood-live', {}, { idempotencyKey: 'k-1' })
    const again = await client().studies.startSession('mood-live', {}, { idempotencyKey: 'k-1' })
    expect(again.sessionId).toBe(first.sessionId)
  })

  it('runs a participant from start to scores and reads the CSV with its filename', async () => {
    const c = client()
    const { sessionId, token } = await c.studies.startSession('mood-live', { language: 'de' })
    const accepted = await c.sessions.submitResponses(sessionId, {
      token,
      responses: [1, 2, 3, 4].map((valueNum, index) => ({
        variableCode: `M${index + 1}`,
        valueNum,
      })),
    })
    expect(accepted).toEqual({ sessionId, accepted: 4 })
    const finished = await c.sessions.finish(sessionId, { token })
    expect(finished.scores.map((score) => score.scale)).toEqual(['total', 'average'])
    const { csv, filename } = await c.studies.resultsCsv('mood-live', { dataset: 'scores' })
    expect(filename).toBe('mood-live-scores.csv')
    expect(csv.startsWith('sessionId,instrumentId,scale,value,band\r\n')).toBe(true)
  })
})

describe('StudyServiceError', () => {
  it('carries status, code, message and details of the service’s error body', async () => {
    const error = await client()
      .studies.update('mood-live', { status: 'draft' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(StudyServiceError)
    expect(error).toMatchObject({
      name: 'StudyServiceError',
      status: 409,
      code: 'conflict',
      retryable: false,
    })
    const invalid = (await client()
      .studies.update('mood-live', { targetSampleSize: 0 })
      .catch((e: unknown) => e)) as StudyServiceError
    expect(invalid.details).toEqual([
      { field: 'targetSampleSize', message: expect.any(String) as string },
    ])
    expect(invalid.message).toMatch(/^targetSampleSize/)
  })

  it('carries retryAfter in seconds on 429', async () => {
    const limited = createSandbox({
      seedDirs: [fixturesDir],
      sweepIntervalMs: 0,
      rateLimit: { perMinute: 1 },
    })
    const keyResponse = await limited.app.fetch(
      new Request('http://s/_sandbox/keys', { method: 'POST' }),
    )
    const { key } = (await keyResponse.json()) as { key: string }
    const c = createStudyServiceClient({ baseUrl, apiKey: key, fetch: (r) => limited.app.fetch(r) })
    await c.instruments.listPage()
    const error = (await c.instruments.listPage().catch((e: unknown) => e)) as StudyServiceError
    expect(error).toMatchObject({ status: 429, code: 'rate_limited', retryable: true })
    expect(error.retryAfter).toBeGreaterThanOrEqual(1)
    expect(error.retryAfter).toBeLessThanOrEqual(60)
    limited.close()
  })

  it('turns a failed connection into status 0 network_error with the cause', async () => {
    const cause = new TypeError('fetch failed')
    const error = (await client({ fetch: () => Promise.reject(cause) })
      .studies.get('x')
      .catch((e: unknown) => e)) as StudyServiceError
    expect(error).toMatchObject({ status: 0, code: 'network_error', retryable: true, cause })
  })

  it('names the code after the status when the body is not the service’s', async () => {
    const gateway = () =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }),
      )
    const error = (await client({ fetch: gateway })
      .studies.get('x')
      .catch((e: unknown) => e)) as StudyServiceError
    expect(error).toMatchObject({ status: 502, code: 'upstream_unavailable' })
    const teapot = () => Promise.resolve(new Response('', { status: 418 }))
    expect(
      await client({ fetch: teapot })
        .studies.get('x')
        .catch((e: unknown) => e),
    ).toMatchObject({
      code: 'http_418',
    })
  })

  it('keeps unknown codes of the service as they are (the list is open-ended)', async () => {
    const novel = () =>
      Promise.resolve(
        Response.json({ error: { code: 'quota_frozen', message: 'later' } }, { status: 403 }),
      )
    expect(
      await client({ fetch: novel })
        .studies.get('x')
        .catch((e: unknown) => e),
    ).toMatchObject({
      status: 403,
      code: 'quota_frozen',
      message: 'later',
    })
  })

  it('is recognised by isStudyServiceError', () => {
    expect(
      isStudyServiceError(new StudyServiceError({ status: 404, code: 'not_found', message: '' })),
    ).toBe(true)
    expect(isStudyServiceError(new Error('x'))).toBe(false)
  })

  it('reads Retry-After as seconds or an HTTP date', () => {
    expect(parseRetryAfter('17')).toBe(17)
    expect(
      parseRetryAfter('Wed, 21 Oct 2015 07:28:30 GMT', Date.parse('2015-10-21T07:28:00Z')),
    ).toBe(30)
    expect(parseRetryAfter(null)).toBeUndefined()
    expect(parseRetryAfter('soon')).toBeUndefined()
  })
})

describe('paginate', () => {
  it('fetches nothing until iterated, then page after page until nextCursor is null', async () => {
    const pages: Record<string, Page<number>> = {
      start: { data: [1, 2], nextCursor: 'b' },
      b: { data: [3], nextCursor: 'c' },
      c: { data: [], nextCursor: null },
    }
    const fetchPage = vi.fn((cursor: string | undefined) =>
      Promise.resolve(pages[cursor ?? 'start']!),
    )
    const list = paginate(fetchPage)
    expect(fetchPage).not.toHaveBeenCalled()
    const items: number[] = []
    for await (const item of list) items.push(item)
    expect(items).toEqual([1, 2, 3])
    expect(fetchPage.mock.calls.map(([cursor]) => cursor)).toEqual([undefined, 'b', 'c'])
  })

  it('stops instead of looping when the service repeats a cursor', async () => {
    const list = paginate(() => Promise.resolve({ data: [1], nextCursor: 'same' }))
    await expect(list.toArray()).rejects.toThrow(/cursor twice/)
  })

  it('walks every study of the sandbox with for await', async () => {
    const ids: string[] = []
    for await (const study of client().studies.list({ limit: 1 })) ids.push(study.id)
    expect(ids).toEqual(['locked-expired', 'mood-draft', 'mood-live', 'mood-scheduled'])
  })
})

describe('filenameOf', () => {
  it('reads quoted and bare filenames of Content-Disposition', () => {
    expect(filenameOf('attachment; filename="a-b.csv"')).toBe('a-b.csv')
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv')
    expect(filenameOf('attachment; filename="q\\"uote.csv"')).toBe('q"uote.csv')
    expect(filenameOf(null)).toBeUndefined()
  })
})
