import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { toNodeHandler } from '../../src/node'
import type { ClientInfo } from '../../src/server'
import { apiKey, setupProxy } from './fake-upstream'
import { rawHttp } from './raw-http'

const seen: (ClientInfo | undefined)[] = []
const { proxy, calls } = setupProxy({
  rateLimit: { perClient: 100_000 },
  clientId: (_request, info) => {
    seen.push(info)
    return undefined
  },
})
let server: Server
let port: number

beforeAll(async () => {
  server = createServer(toNodeHandler(proxy))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  port = (server.address() as AddressInfo).port
})
afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const request = (head: string, body = '') =>
  rawHttp(
    port,
    `${head}\r\nConnection: close\r\n${body ? `Content-Length: ${Buffer.byteLength(body)}\r\n` : ''}\r\n${body}`,
  )

describe('toNodeHandler', () => {
  it('serves the proxy on node:http and passes the socket address as info', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/api/study/sessions/s_1/finish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"token":"t"}',
    })
    expect(response.status).toBe(200)
    expect(seen.at(-1)).toEqual({ remoteAddress: '127.0.0.1' })
  })

  it('keeps a protocol-relative target a path: //evil.test/… never becomes the host', async () => {
    const before = calls.length
    const answer = await request(
      'GET //evil.test/api/study/studies/x/content HTTP/1.1\r\nHost: 127.0.0.1',
    )
    expect(answer.status).toBe(404)
    expect(calls.length).toBe(before)
  })

  it('answers 400 to an absolute-form target or a malformed Host, never 5xx', async () => {
    for (const head of [
      'GET http://evil.test/api/study/studies/x/content HTTP/1.1\r\nHost: 127.0.0.1',
      'GET /api/study/studies/x/content HTTP/1.1\r\nHost: a b',
      'GET /api/study/studies/x/content HTTP/1.1\r\nHost: user@evil.test',
      'GET /api/study/studies/x/content HTTP/1.1\r\nHost: evil.test/x',
    ]) {
      const answer = await request(head)
      expect(answer.status, head).toBe(400)
    }
  })

  it('answers 405 to TRACE, which fetch refuses to represent, and 4xx to unknown methods', async () => {
    const trace = await request('TRACE /api/study/studies/x/content HTTP/1.1\r\nHost: 127.0.0.1')
    expect(trace.status).toBe(405)
    for (const method of ['TRACK', 'PROPFIND', 'FOO']) {
      const answer = await request(
        `${method} /api/study/studies/x/content HTTP/1.1\r\nHost: 127.0.0.1`,
      )
      expect(answer.status, method).toBeGreaterThanOrEqual(400)
      expect(answer.status, method).toBeLessThan(500)
    }
  })

  it('never lets Node’s parser smuggle a second request past the proxy', async () => {
    const before = calls.length
    const answer = await rawHttp(
      port,
      'POST /api/study/sessions/s_1/finish HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
        'Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /api/study/studies/x/results HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n',
    )
    expect(answer.status).toBe(400)
    expect(answer.text).not.toContain(apiKey)
    expect(calls.length).toBe(before)
  })

  it('answers HEAD without a body', async () => {
    const answer = await request('HEAD /api/study/studies/x/content HTTP/1.1\r\nHost: 127.0.0.1')
    expect(answer.status).toBe(200)
    expect(answer.text.split('\r\n\r\n')[1]).toBe('')
  })

  it('survives generated raw requests: no 5xx, no key, nothing upstream outside the routes', async () => {
    const line = fc.stringMatching(/^[ -~]{0,40}$/)
    const target = fc.oneof(
      fc.constantFrom(
        '/api/study/studies/x/content',
        '/api/study/sessions/s_1/finish',
        '//evil.test/api/study/studies/x/content',
        'http://evil.test/api/study/studies/x/content',
        '*',
        '/api/study/studies/%2e%2e/content',
        '/api/study/studies/x/../../../admin',
      ),
      line.map((text) => `/api/study/${text}`),
    )
    const method = fc.constantFrom('GET', 'POST', 'HEAD', 'PUT', 'OPTIONS', 'DELETE', 'get')
    const header = fc.oneof(
      fc.constantFrom(
        'Content-Type: application/json',
        'Content-Length: 13',
        'Content-Length: -1',
        'Transfer-Encoding: chunked',
        'Transfer-Encoding: xchunked',
        'Sec-Fetch-Site: cross-site',
        'Origin: null',
        'Host: evil.test',
        'X-Forwarded-For: 1.1.1.1',
        `Authorization: Bearer ${apiKey.slice(0, 10)}`,
      ),
      fc.tuple(fc.stringMatching(/^[A-Za-z-]{1,12}$/), line).map(([n, v]) => `${n}: ${v}`),
    )
    await fc.assert(
      fc.asyncProperty(
        method,
        target,
        fc.array(header, { maxLength: 4 }),
        async (verb, path, headers) => {
          const before = calls.length
          const answer = await rawHttp(
            port,
            `${verb} ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers.join('\r\n')}\r\nConnection: close\r\n\r\n{"token":"t"}`,
          )
          expect(answer.status).toBeLessThan(500)
          expect(answer.text).not.toContain(apiKey)
          for (const call of calls.slice(before)) {
            expect(call.url).toMatch(
              /^https:\/\/service\.test\/api\/public\/v1\/(studies\/x\/content|sessions\/s_1\/finish)$/,
            )
          }
        },
      ),
      { numRuns: 300 },
    )
  })
})

describe('toNodeHandler with any fetch handler', () => {
  it('keeps each Set-Cookie on its own line and streams the body through', async () => {
    const chunks = ['id,value\n', 'a,1\n', 'b,2\n']
    const handler = () => {
      const headers = new Headers({ 'content-type': 'text/csv' })
      headers.append('set-cookie', 'first=1; Path=/')
      headers.append('set-cookie', 'second=2; Path=/')
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk))
          controller.close()
        },
      })
      return Promise.resolve(new Response(body, { headers }))
    }
    const other = createServer(toNodeHandler(handler))
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const { port: otherPort } = other.address() as AddressInfo
      const response = await fetch(`http://127.0.0.1:${otherPort}/results.csv`)
      expect(response.headers.getSetCookie()).toEqual(['first=1; Path=/', 'second=2; Path=/'])
      expect(await response.text()).toBe(chunks.join(''))
    } finally {
      other.closeAllConnections()
      await new Promise((resolve) => other.close(resolve))
    }
  })

  it('sends a one-chunk answer with its Content-Length, a longer one chunked, a failed one as 500', async () => {
    const encoder = new TextEncoder()
    const streamOf = (chunks: string[], fail = false) =>
      new ReadableStream<Uint8Array>({
        start(controller) {
          for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
          if (fail) controller.error(new Error('the body failed'))
          else controller.close()
        },
      })
    const answers: Record<string, () => Response> = {
      '/one': () => new Response('{"accepted":1}', { status: 201 }),
      '/empty': () => new Response('', { status: 200 }),
      '/three': () => new Response(streamOf(['a,', 'b,', 'c'])),
      '/failed': () => new Response(streamOf([], true)),
    }
    const other = createServer(
      toNodeHandler((request) => Promise.resolve(answers[new URL(request.url).pathname]!())),
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    try {
      const { port: otherPort } = other.address() as AddressInfo
      const raw = (path: string) =>
        rawHttp(otherPort, `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`)
      const one = await raw('/one')
      expect(one.status).toBe(201)
      expect(one.text).toMatch(/\r\ncontent-length: 14\r\n/i)
      expect(one.text).not.toMatch(/transfer-encoding/i)
      expect(one.text.endsWith('\r\n\r\n{"accepted":1}')).toBe(true)
      expect((await raw('/empty')).text).toMatch(/\r\ncontent-length: 0\r\n/i)
      const three = await raw('/three')
      expect(three.text).toMatch(/\r\ntransfer-encoding: chunked\r\n/i)
      expect(await (await fetch(`http://127.0.0.1:${otherPort}/three`)).text()).toBe('a,b,c')
      expect((await raw('/failed')).status).toBe(500)
      expect(logged).toHaveBeenCalledTimes(1)
    } finally {
      logged.mockRestore()
      other.closeAllConnections()
      await new Promise((resolve) => other.close(resolve))
    }
  })
})
