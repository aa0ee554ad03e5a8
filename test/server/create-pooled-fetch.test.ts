import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { brotliCompressSync, gzipSync } from 'node:zlib'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createPooledFetch, toNodeHandler } from '../../src/node'
import { createStudyProxy, type UpstreamRequestInit } from '../../src/server'

// The pooled fetch for the proxy's upstream calls on Node, against a real server on loopback.

type Route = (req: IncomingMessage, body: Buffer, res: ServerResponse) => void
const routes = new Map<string, Route>()
const seen: { path: string; port: number; headers: IncomingMessage['headers']; body: string }[] = []
let server: Server
let origin: string
const pooled = createPooledFetch()

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      seen.push({
        path: req.url ?? '',
        port: req.socket.remotePort ?? 0,
        headers: req.headers,
        body: body.toString(),
      })
      const route = routes.get(req.url ?? '')
      if (route) return route(req, body, res)
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{}}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterEach(() => {
  routes.clear()
  seen.length = 0
})
afterAll(async () => {
  pooled.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const init = (overrides: Partial<UpstreamRequestInit> = {}): UpstreamRequestInit => ({
  method: 'GET',
  headers: new Headers(),
  redirect: 'manual',
  signal: AbortSignal.timeout(5000),
  ...overrides,
})
const json = (status: number, value: unknown, headers: Record<string, string> = {}): Route => {
  return (_req, _body, res) => {
    res.writeHead(status, { 'content-type': 'application/json', ...headers })
    res.end(JSON.stringify(value))
  }
}

describe('createPooledFetch', () => {
  it('sends method, headers and the body with its length, and reads status, headers and body', async () => {
    routes.set('/echo', (req, body, res) => {
      res.writeHead(201, { 'content-type': 'application/json', etag: '"e1"' })
      res.end(JSON.stringify({ method: req.method, got: JSON.parse(body.toString()) as unknown }))
    })
    const body = new TextEncoder().encode(JSON.stringify({ token: 't', answers: [1, 2] }))
    const headers = new Headers({ 'content-type': 'application/json', authorization: 'Bearer k' })
    const response = await pooled(new URL('/echo', origin), init({ method: 'POST', headers, body }))
    expect(response.status).toBe(201)
    expect(response.headers.get('etag')).toBe('"e1"')
    expect(await response.json()).toEqual({ method: 'POST', got: { token: 't', answers: [1, 2] } })
    expect(seen[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      authorization: 'Bearer k',
      'content-length': String(body.byteLength),
    })
    expect(seen[0]!.headers['transfer-encoding']).toBeUndefined()
  })

  it('keeps one connection alive for calls one after another', async () => {
    routes.set('/ok', json(200, { ok: true }))
    for (let i = 0; i < 5; i++) {
      const response = await pooled(new URL('/ok', origin), init())
      expect(await response.json()).toEqual({ ok: true })
    }
    expect(new Set(seen.map((call) => call.port)).size).toBe(1)
  })

  it('decodes gzip and brotli answers, and asks for them', async () => {
    const value = { text: 'how often did you feel this way? '.repeat(100) }
    routes.set('/gzip', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' })
      res.end(gzipSync(JSON.stringify(value)))
    })
    routes.set('/br', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'br' })
      res.end(brotliCompressSync(JSON.stringify(value)))
    })
    for (const path of ['/gzip', '/br']) {
      const response = await pooled(new URL(path, origin), init())
      expect(response.headers.get('content-encoding')).toBeNull()
      expect(await response.json()).toEqual(value)
    }
    expect(seen.map((call) => call.headers['accept-encoding'])).toEqual(['br, gzip', 'br, gzip'])
  })

  it('answers redirects as they are, never following them', async () => {
    routes.set('/moved', (_req, _body, res) => {
      res.writeHead(302, { location: '/elsewhere' }).end()
    })
    const response = await pooled(new URL('/moved', origin), init())
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('/elsewhere')
    expect(seen.map((call) => call.path)).toEqual(['/moved'])
  })

  it('answers 304 without a body', async () => {
    routes.set('/same', (_req, _body, res) => res.writeHead(304, { etag: '"r1"' }).end())
    const response = await pooled(new URL('/same', origin), init())
    expect(response.status).toBe(304)
    expect(response.body).toBeNull()
  })

  it('closes connections idle past idleTimeoutMs, never one waiting for a slow answer', async () => {
    const brief = createPooledFetch({ idleTimeoutMs: 50 })
    routes.set('/slowish', (_req, _body, res) => {
      setTimeout(() => json(200, { late: true })(_req, _body, res), 200)
    })
    routes.set('/ok', json(200, { ok: true }))
    try {
      const response = await brief(new URL('/slowish', origin), init())
      expect(await response.json()).toEqual({ late: true })
      // Idle past 50 ms, that connection was closed: the next call opens another.
      await new Promise((resolve) => setTimeout(resolve, 200))
      await (await brief(new URL('/ok', origin), init())).json()
      expect(new Set(seen.map((call) => call.port)).size).toBe(2)
    } finally {
      brief.close()
    }
  })

  it('rejects with the signal’s reason when the answer takes too long', async () => {
    routes.set('/slow', () => undefined) // never answers
    const call = pooled(new URL('/slow', origin), init({ signal: AbortSignal.timeout(50) }))
    await expect(call).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('errors the body with the signal’s reason when the body stalls', async () => {
    routes.set('/stall', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.write('{"partial":')
    })
    const response = await pooled(
      new URL('/stall', origin),
      init({ signal: AbortSignal.timeout(100) }),
    )
    await expect(response.text()).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('errors the body when the connection breaks off mid-answer', async () => {
    routes.set('/cut', (_req, _body, res) => {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '100' })
      res.write('{"partial":', () => res.destroy())
    })
    const response = await pooled(new URL('/cut', origin), init())
    await expect(response.text()).rejects.toThrow()
  })

  it('rejects when nothing listens', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise((resolve) => closed.close(resolve))
    await expect(pooled(new URL(`http://127.0.0.1:${port}/`), init())).rejects.toThrow()
  })

  it('carries a proxy’s calls: content, a session start and answers, on one connection', async () => {
    routes.set('/api/public/v1/studies/s1/content', json(200, { revision: 'r1' }, { etag: '"r1"' }))
    routes.set('/api/public/v1/studies/s1/sessions', json(201, { sessionId: 'x1', token: 't' }))
    routes.set('/api/public/v1/sessions/x1/responses', json(201, { accepted: 1 }))
    const proxy = createStudyProxy({
      baseUrl: `${origin}/api/public/v1`,
      apiKey: 'sk_live_pooled_fetch_test_key_0123456789',
      basePath: '/api/study',
      fetch: pooled,
      rateLimit: false,
    })
    const front = createServer(toNodeHandler(proxy))
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve))
    const proxyUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}/api/study`
    try {
      const browser = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }
      const content = await fetch(`${proxyUrl}/studies/s1/content`, { headers: browser })
      expect(await content.json()).toEqual({ revision: 'r1' })
      const started = await fetch(`${proxyUrl}/studies/s1/sessions`, {
        method: 'POST',
        headers: browser,
        body: '{}',
      })
      expect(started.status).toBe(201)
      const answered = await fetch(`${proxyUrl}/sessions/x1/responses`, {
        method: 'POST',
        headers: browser,
        body: JSON.stringify({ token: 't', responses: [{ variableCode: 'q1', valueNum: 1 }] }),
      })
      expect(answered.status).toBe(201)
      expect(await answered.json()).toEqual({ accepted: 1 })
      expect(seen.map((call) => call.headers.authorization)).toEqual(
        Array(3).fill('Bearer sk_live_pooled_fetch_test_key_0123456789'),
      )
      expect(new Set(seen.map((call) => call.port)).size).toBe(1)
    } finally {
      front.closeAllConnections()
      await new Promise((resolve) => front.close(resolve))
    }
  })
})
