import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { nodeContentEncoders } from '../../src/node'
import { standardContentEncoders, type ContentEncoders } from '../../src/server'
import { at, post, setupProxy, type Reply } from './fake-upstream'

const path = '/api/study/studies/energy-check/content'

/** Content well past the 1 kB threshold, of revision `revision`. */
function largeContent(revision: string) {
  return {
    studyId: 'energy-check',
    revision,
    modules: Array.from({ length: 60 }, (_, index) => ({
      id: `m${index}`,
      title: `Module ${index}: how often did you feel this way in the past week?`,
    })),
  }
}

const replyWith =
  (revision: () => string): Reply =>
  () =>
    Response.json(largeContent(revision()), { headers: { etag: `"${revision()}"` } })

const get = (acceptEncoding?: string, headers: Record<string, string> = {}, method = 'GET') =>
  at(path, {
    method,
    headers: {
      ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      ...headers,
    },
  })

/** Encoders that count their calls. */
function countingEncoders(): { encoders: ContentEncoders; calls: { br: number; gzip: number } } {
  const calls = { br: 0, gzip: 0 }
  return {
    calls,
    encoders: {
      br: (body) => (calls.br++, nodeContentEncoders.br!(body)),
      gzip: (body) => (calls.gzip++, nodeContentEncoders.gzip!(body)),
    },
  }
}

const bytesOf = async (response: Response) => Buffer.from(await response.arrayBuffer())

describe('createStudyProxy — compressed content', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z') })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends br or gzip by Accept-Encoding, each decoding to the very content', async () => {
    const { proxy } = setupProxy(
      { compression: { encoders: nodeContentEncoders } },
      replyWith(() => 'r1'),
    )
    const plain = await proxy(get())
    expect(plain.headers.get('content-encoding')).toBeNull()
    const text = await plain.text()
    expect(JSON.parse(text)).toEqual(largeContent('r1'))

    const br = await proxy(get('gzip, deflate, br, zstd'))
    expect(br.headers.get('content-encoding')).toBe('br')
    const brBytes = await bytesOf(br)
    expect(Number(br.headers.get('content-length'))).toBe(brBytes.byteLength)
    expect(brBytes.byteLength).toBeLessThan(text.length / 3)
    expect(brotliDecompressSync(brBytes).toString('utf8')).toBe(text)

    const gzip = await proxy(get('gzip, deflate'))
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(await bytesOf(gzip)).toString('utf8')).toBe(text)

    for (const response of [plain, br, gzip]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding, Origin, Sec-Fetch-Site')
      expect(response.headers.get('content-type')).toMatch(/^application\/json/)
      expect(response.headers.get('cache-control')).toBe('private, no-cache')
    }
  })

  it.each([
    ['br;q=0.5, gzip', 'gzip'],
    ['gzip;q=0.9, br;q=0.9', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0.3, gzip', 'gzip'],
    ['gzip;q=0.2, identity', null],
    ['identity', null],
    ['deflate', null],
    ['x-gzip', 'gzip'],
  ])('negotiates %j to %s (q-values, RFC 9110 §12.5.3)', async (header, coding) => {
    const { proxy } = setupProxy(
      { compression: { encoders: nodeContentEncoders } },
      replyWith(() => 'r1'),
    )
    const response = await proxy(get(header))
    expect(response.headers.get('content-encoding')).toBe(coding)
    const bytes = await bytesOf(response)
    const text =
      coding === 'br' ? brotliDecompressSync(bytes) : coding === 'gzip' ? gunzipSync(bytes) : bytes
    expect(JSON.parse(text.toString('utf8'))).toEqual(largeContent('r1'))
  })

  it('compresses once per revision and coding, not per request', async () => {
    let revision = 'r1'
    const { encoders, calls } = countingEncoders()
    const { proxy, calls: upstream } = setupProxy(
      { compression: { encoders } },
      replyWith(() => revision),
    )
    const first = await Promise.all(Array.from({ length: 5 }, () => proxy(get('br'))))
    for (let i = 0; i < 5; i++) await proxy(get('br, gzip'))
    for (let i = 0; i < 3; i++) await proxy(get('gzip'))
    expect(first.every((response) => response.headers.get('content-encoding') === 'br')).toBe(true)
    expect(calls).toEqual({ br: 1, gzip: 1 })

    revision = 'r2'
    await vi.advanceTimersByTimeAsync(300_001) // the cache's TTL: content is asked for again
    const renewed = await proxy(get('br'))
    expect(upstream).toHaveLength(2)
    expect(renewed.headers.get('etag')).toBe('W/"r2"')
    expect(JSON.parse(brotliDecompressSync(await bytesOf(renewed)).toString('utf8'))).toEqual(
      largeContent('r2'),
    )
    await proxy(get('br'))
    expect(calls).toEqual({ br: 2, gzip: 1 })
  })

  it('marks compressed copies with the weak revision and answers 304 to any copy of it', async () => {
    const { proxy } = setupProxy(
      { compression: { encoders: nodeContentEncoders } },
      replyWith(() => 'r1'),
    )
    const gzip = await proxy(get('gzip'))
    expect(gzip.headers.get('etag')).toBe('W/"r1"')
    expect((await proxy(get())).headers.get('etag')).toBe('"r1"')
    // A browser revalidates what it stored, in whichever coding it got it.
    for (const [accept, tag] of [
      ['gzip', 'W/"r1"'],
      ['br', 'W/"r1"'],
      ['br', '"r1"'],
      [undefined, 'W/"r1"'],
    ] as const) {
      const again = await proxy(get(accept, { 'if-none-match': tag }))
      expect(again.status, `${accept} ${tag}`).toBe(304)
      expect(again.body).toBeNull()
      expect(again.headers.get('content-encoding')).toBeNull()
      expect(again.headers.get('etag')).toBe(accept ? 'W/"r1"' : '"r1"')
      expect(again.headers.get('vary')).toMatch(/^Accept-Encoding, /)
    }
    expect((await proxy(get('gzip', { 'if-none-match': 'W/"r0"' }))).status).toBe(200)
  })

  it('answers HEAD with the headers of the compressed GET and no body', async () => {
    const { proxy } = setupProxy(
      { compression: { encoders: nodeContentEncoders } },
      replyWith(() => 'r1'),
    )
    const full = await proxy(get('br'))
    const length = (await bytesOf(full)).byteLength
    const head = await proxy(get('br', {}, 'HEAD'))
    expect(head.status).toBe(200)
    expect(head.body).toBeNull()
    expect(head.headers.get('content-encoding')).toBe('br')
    expect(head.headers.get('content-length')).toBe(String(length))
    expect(head.headers.get('etag')).toBe('W/"r1"')
  })

  it('sends bodies under the threshold as they are, without compressing them', async () => {
    const { encoders, calls } = countingEncoders()
    const { proxy } = setupProxy({ compression: { encoders } }) // content of ~60 bytes
    const response = await proxy(get('br, gzip'))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin, Sec-Fetch-Site')
    expect(response.headers.get('etag')).toBe('"r1"')
    expect(await response.json()).toMatchObject({ revision: 'r1' })
    expect(calls).toEqual({ br: 0, gzip: 0 })

    const { proxy: higher } = setupProxy(
      { compression: { encoders, minBytes: 100_000 } },
      replyWith(() => 'r1'),
    )
    expect((await higher(get('gzip'))).headers.get('content-encoding')).toBeNull()
    expect(calls).toEqual({ br: 0, gzip: 0 })

    // Past a threshold of 1 byte, a compressed copy that saves nothing is not sent either.
    const { proxy: lower } = setupProxy({ compression: { encoders, minBytes: 1 } })
    expect((await lower(get('gzip'))).headers.get('content-encoding')).toBeNull()
    expect(calls).toEqual({ br: 0, gzip: 1 })
  })

  it('sends content as it is when an encoder fails, and says so once per revision', async () => {
    const onError = vi.fn()
    const { proxy } = setupProxy(
      {
        onError,
        compression: {
          encoders: {
            br: () => Promise.reject(new Error('no brotli today')),
            gzip: () => {
              throw new Error('no gzip either')
            },
          },
        },
      },
      replyWith(() => 'r1'),
    )
    for (let i = 0; i < 3; i++) {
      const response = await proxy(get('br, gzip'))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(response.headers.get('etag')).toBe('"r1"')
      expect(await response.json()).toEqual(largeContent('r1'))
    }
    expect(onError).toHaveBeenCalledTimes(1)
    const gzipOnly = await proxy(get('gzip'))
    expect(gzipOnly.headers.get('content-encoding')).toBeNull()
    expect(onError).toHaveBeenCalledTimes(2)
  })

  it('sends content as it is with `compression: false`', async () => {
    const { proxy } = setupProxy(
      { compression: false },
      replyWith(() => 'r1'),
    )
    const response = await proxy(get('br, gzip'))
    expect(response.headers.get('content-encoding')).toBeNull()
    expect(response.headers.get('vary')).toBe('Origin, Sec-Fetch-Site')
    expect(await response.json()).toEqual(largeContent('r1'))
  })

  it('compresses with the runtime’s CompressionStream by default: gzip, brotli where offered', async () => {
    const { proxy } = setupProxy(
      {},
      replyWith(() => 'r1'),
    )
    const gzip = await proxy(get('gzip'))
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(JSON.parse(gunzipSync(await bytesOf(gzip)).toString('utf8'))).toEqual(largeContent('r1'))
    const brotliOffered = standardContentEncoders().br !== undefined
    const br = await proxy(get('br'))
    expect(br.headers.get('content-encoding')).toBe(brotliOffered ? 'br' : null)
  })

  it('sends content as it is under Next.js, whose route handlers drop Content-Encoding, and warns when told to compress there', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'nodejs')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const { proxy } = setupProxy(
        {},
        replyWith(() => 'r1'),
      )
      const response = await proxy(get('br, gzip'))
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.json()).toEqual(largeContent('r1'))
      const nextWarning: unknown = expect.stringContaining('Next.js drops Content-Encoding')
      expect(warn).not.toHaveBeenCalledWith(nextWarning)
      setupProxy(
        { compression: { encoders: nodeContentEncoders } },
        replyWith(() => 'r1'),
      )
      expect(warn).toHaveBeenCalledWith(nextWarning)
    } finally {
      warn.mockRestore()
      vi.unstubAllEnvs()
    }
  })

  it('leaves error answers and the session routes uncompressed', async () => {
    const { proxy } = setupProxy(
      { compression: { encoders: nodeContentEncoders, minBytes: 1 } },
      () =>
        Response.json({ error: { code: 'not_found', message: 'No such study.' } }, { status: 404 }),
    )
    const missing = await proxy(get('br, gzip'))
    expect(missing.status).toBe(404)
    expect(missing.headers.get('content-encoding')).toBeNull()
    expect(missing.headers.get('vary')).toBe('Origin, Sec-Fetch-Site')

    const { proxy: sessions } = setupProxy({
      compression: { encoders: nodeContentEncoders, minBytes: 1 },
    })
    const started = await sessions(
      post('/api/study/studies/energy-check/sessions', {}, { 'accept-encoding': 'br, gzip' }),
    )
    expect(started.status).toBe(201)
    expect(started.headers.get('content-encoding')).toBeNull()
    expect(await started.json()).toMatchObject({ sessionId: 's_1' })
  })
})
