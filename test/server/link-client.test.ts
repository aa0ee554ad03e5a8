import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest'
import { createSandbox, type Sandbox } from '../../demo/sandbox/create-sandbox'
import type { Link, LinkDetail } from '../../src/api/link-types'
import { isLinkApiError, LinkApiError } from '../../src/server/link-api-error'
import { createLinkClient } from '../../src/server/link-client'
import { fixturesDir } from '../sandbox/harness'

let sandbox: Sandbox
let apiKey: string
const origin = 'http://sandbox.test'
const baseUrl = `${origin}/api/public/v1`

beforeAll(async () => {
  sandbox = createSandbox({
    seedDirs: [fixturesDir],
    sweepIntervalMs: 0,
    linkCreationLimit: { perHour: 30 },
  })
  const response = await sandbox.app.fetch(
    new Request(`${origin}/_sandbox/keys`, { method: 'POST' }),
  )
  apiKey = ((await response.json()) as { key: string }).key
})
afterAll(() => sandbox.close())

const client = (options: { fetch?: (request: Request) => Promise<Response>; key?: string } = {}) =>
  createLinkClient({
    baseUrl,
    apiKey: options.key ?? apiKey,
    fetch: options.fetch ?? ((request) => sandbox.app.fetch(request)),
  })

async function failure(call: Promise<unknown>): Promise<LinkApiError> {
  try {
    await call
  } catch (error) {
    expect(isLinkApiError(error)).toBe(true)
    return error as LinkApiError
  }
  throw new Error('expected the call to fail, but it succeeded')
}

describe('createLinkClient', () => {
  it('says how to fix a missing key or a relative baseUrl', () => {
    expect(() => createLinkClient({ baseUrl, apiKey: '' })).toThrow(/needs an apiKey/)
    expect(() => createLinkClient({ baseUrl: '/api/public/v1', apiKey: 'k' })).toThrow(
      /absolute baseUrl including \/api\/public\/v1/,
    )
  })

  it('sends the key as a Bearer token under the /api/public/v1 prefix', async () => {
    const seen: Request[] = []
    await client({
      fetch: (request) => {
        seen.push(request.clone())
        return sandbox.app.fetch(request)
      },
    }).listPage({ limit: 1 })
    expect(seen[0]!.url).toBe(`${baseUrl}/links?limit=1`)
    expect(seen[0]!.headers.get('authorization')).toBe(`Bearer ${apiKey}`)
  })

  it('creates, reads, lists and deletes with typed bodies', async () => {
    const links = client()
    const link = await links.create({
      destination_url: 'https://example.org/take?study=s1',
      alias: 'client-create',
      title: 'Client',
    })
    expectTypeOf(link).toEqualTypeOf<Link>()
    expect(link).toMatchObject({ short_code: 'client-create', clicks: 0, status: 'active' })
    expect(link.short_url).toBe(`${origin}/s/client-create`)

    await sandbox.app.fetch(new Request(link.short_url))
    const detail = await links.get(link.id)
    expectTypeOf(detail).toEqualTypeOf<LinkDetail>()
    expect(detail.clicks).toBe(1)

    expect(await links.delete(link.id)).toEqual({ ok: true })
    expect((await links.get(link.id)).link.status).toBe('deleted')
    expect((await links.list({ status: 'deleted' }).toArray()).map((each) => each.id)).toContain(
      link.id,
    )
  })

  it('lists page after page as an async iterable, newest first', async () => {
    const links = client()
    const made: string[] = []
    for (let index = 0; index < 5; index++) {
      made.push((await links.create({ destination_url: `https://example.org/${index}` })).id)
    }
    const seen: string[] = []
    for await (const link of links.list({ limit: 2, status: 'active' })) seen.push(link.id)
    expect(seen.slice(0, 5)).toEqual([...made].reverse())
    let pages = 0
    for await (const page of links.list({ limit: 2 }).pages()) {
      expect(page.data.length).toBeLessThanOrEqual(2)
      pages++
    }
    expect(pages).toBeGreaterThanOrEqual(3)
    const first = await links.listPage({ limit: 2 })
    expect(Object.keys(first).sort()).toEqual(['links', 'next_cursor'])
  })
})

describe('LinkApiError', () => {
  it('carries the status and the service’s message: 400, 401, 404, 409', async () => {
    const links = client()
    const bad = await failure(links.create({ destination_url: 'ftp://example.org' }))
    expect(bad).toMatchObject({ name: 'LinkApiError', status: 400, retryable: false })
    expect(bad.message).toMatch(/http/)
    expect(bad).toBeInstanceOf(LinkApiError)

    const unauthorized = await failure(client({ key: `sk_live_${'z'.repeat(32)}` }).listPage())
    expect(unauthorized.status).toBe(401)
    expect(unauthorized.message).toMatch(/unknown or revoked/)

    expect((await failure(links.get('lnk_nothing'))).status).toBe(404)

    await links.create({ destination_url: 'https://example.org', alias: 'client-taken' })
    const taken = await failure(
      links.create({ destination_url: 'https://example.org', alias: 'client-taken' }),
    )
    expect(taken.status).toBe(409)
    expect(taken.message).toMatch(/client-taken/)
  })

  it('reads Retry-After on 429 and calls it retryable', async () => {
    const limited = createSandbox({
      seedDirs: [fixturesDir],
      sweepIntervalMs: 0,
      linkCreationLimit: { perHour: 1 },
    })
    try {
      const key = (
        (await (
          await limited.app.fetch(new Request(`${origin}/_sandbox/keys`, { method: 'POST' }))
        ).json()) as { key: string }
      ).key
      const links = client({ key, fetch: (request) => limited.app.fetch(request) })
      await links.create({ destination_url: 'https://example.org' })
      const error = await failure(links.create({ destination_url: 'https://example.org' }))
      expect(error).toMatchObject({ status: 429, retryable: true })
      expect(error.retryAfter).toBeGreaterThan(3500)
    } finally {
      limited.close()
    }
  })

  it('reports a non-JSON answer by status, and no answer as status 0 with the cause', async () => {
    const html = await failure(
      client({
        fetch: () =>
          Promise.resolve(
            new Response('<h1>Bad gateway</h1>', {
              status: 502,
              statusText: 'Bad Gateway',
              headers: { 'content-type': 'text/html' },
            }),
          ),
      }).listPage(),
    )
    expect(html).toMatchObject({ status: 502, retryable: true })
    expect(html.message).toMatch(/502/)

    const cause = new TypeError('fetch failed')
    const offline = await failure(client({ fetch: () => Promise.reject(cause) }).listPage())
    expect(offline).toMatchObject({ status: 0, retryable: true })
    expect(offline.cause).toBe(cause)
  })

  it('is recognised across bundled copies by name', () => {
    const copy = Object.assign(new Error('x'), { name: 'LinkApiError', status: 404 })
    expect(isLinkApiError(copy)).toBe(true)
    expect(isLinkApiError(new Error('x'))).toBe(false)
  })
})
