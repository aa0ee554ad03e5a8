import { serve, type ServerType } from '@hono/node-server'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { toNodeHandler } from '../../src/node'
import { createStudyProxy } from '../../src/server'
import { apiKey } from './fake-upstream'

// The README's recipes, mounted as each framework would. The fetch-standard handler signature is
// the contract; Hono runs for real, Next.js and Express are reproduced by what they do.
const seen: { url: string; authorization: string | undefined }[] = []
let upstream: Server
let upstreamUrl: string

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  )
}

beforeAll(async () => {
  upstream = createServer((req, res) => {
    seen.push({ url: req.url ?? '', authorization: req.headers.authorization })
    res.writeHead(req.url?.endsWith('/sessions') ? 201 : 200, {
      'content-type': 'application/json',
    })
    res.end(JSON.stringify({ revision: 'r1', sessionId: 's_1', token: 't' }))
  })
  upstreamUrl = await listen(upstream)
  process.env.STUDY_API_URL = `${upstreamUrl}/api/public/v1`
  process.env.STUDY_API_KEY = apiKey
})
afterAll(async () => {
  upstream.closeAllConnections()
  await new Promise((resolve) => upstream.close(resolve))
})

const sameOrigin = { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' }

/** The README's fenced block that follows `marker`, with the package import spelled as in src. */
function readmeBlock(marker: string): string {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  const from = readme.indexOf(marker)
  expect(from, `README lacks "${marker}"`).toBeGreaterThan(-1)
  const start = readme.indexOf('```ts\n', from) + '```ts\n'.length
  return readme.slice(start, readme.indexOf('```', start))
}

function recipe(file: string): string {
  return readFileSync(new URL(`./recipes/${file}`, import.meta.url), 'utf8').replaceAll(
    "'../../../src/server'",
    "'study-runner/server'",
  )
}

describe('README recipes', () => {
  it('Hono: the README block is the tested recipe, and it proxies on a real Hono server', async () => {
    expect(readmeBlock('#### Hono')).toBe(recipe('hono-app.ts'))
    const { app } = await import('./recipes/hono-app')
    let server: ServerType | undefined
    const url = await new Promise<string>((resolve) => {
      server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
        resolve(`http://127.0.0.1:${info.port}`),
      )
    })
    try {
      const before = seen.length
      const started = await fetch(`${url}/api/study/studies/x/sessions`, {
        method: 'POST',
        headers: sameOrigin,
        body: '{}',
      })
      expect(started.status).toBe(201)
      expect(seen[before]).toEqual({
        url: '/api/public/v1/studies/x/sessions',
        authorization: `Bearer ${apiKey}`,
      })
      const results = await fetch(`${url}/api/study/studies/x/results`, { headers: sameOrigin })
      expect(results.status).toBe(404)
      const wrongMethod = await fetch(`${url}/api/study/studies/x/content`, { method: 'DELETE' })
      expect(wrongMethod.status).toBe(405)
      expect(seen.length).toBe(before + 1)
    } finally {
      server?.close()
    }
  })

  it('Next.js route handler: the README block is the tested recipe; each method export is the handler', async () => {
    expect(readmeBlock('#### Next.js')).toBe(recipe('next-route.ts'))
    const route = await import('./recipes/next-route')
    const at = (path: string) => `http://host.test/api/study${path}`
    const content = await route.GET(new Request(at('/studies/x/content'), { headers: sameOrigin }))
    expect(content.status).toBe(200)
    const finish = await route.POST(
      new Request(at('/sessions/s_1/finish'), {
        method: 'POST',
        headers: sameOrigin,
        body: '{"token":"t"}',
      }),
    )
    expect(finish.status).toBe(200)
    const put = await route.PUT(
      new Request(at('/sessions/s_1/finish'), { method: 'PUT', body: '{}' }),
    )
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
    expect(route.dynamic).toBe('force-dynamic')
  })

  it('Express: mounted under its path as app.use does, before body parsers', async () => {
    const block = readmeBlock('#### Express')
    expect(block).toContain("app.use('/api/study', toNodeHandler(proxy))")
    expect(block.indexOf('toNodeHandler(proxy)')).toBeLessThan(block.indexOf('express.json()'))
    const proxy = createStudyProxy({
      baseUrl: `${upstreamUrl}/api/public/v1`,
      apiKey,
      basePath: '/api/study',
    })
    const handler = toNodeHandler(proxy)
    // What Express's app.use('/api/study', fn) does: strip the mount path, keep originalUrl.
    const express = createServer((req: IncomingMessage & { originalUrl?: string }, res) => {
      const url = req.url ?? '/'
      if (url !== '/api/study' && !url.startsWith('/api/study/')) {
        res.writeHead(404).end()
        return
      }
      req.originalUrl = url
      req.url = url.slice('/api/study'.length) || '/'
      handler(req, res)
    })
    const url = await listen(express)
    try {
      const finish = await fetch(`${url}/api/study/sessions/s_1/finish`, {
        method: 'POST',
        headers: sameOrigin,
        body: '{"token":"t"}',
      })
      expect(finish.status).toBe(200)
      expect(seen.at(-1)?.url).toBe('/api/public/v1/sessions/s_1/finish')
    } finally {
      express.closeAllConnections()
      await new Promise((resolve) => express.close(resolve))
    }
  })
})
