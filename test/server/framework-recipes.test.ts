import { serve, type ServerType } from '@hono/node-server'
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiKey } from './fake-upstream'

// The README's recipes. Hono runs here on a real server; the Next.js, Express and Vite recipes are
// the files of the real apps in test/package/apps (built and driven in Chromium by
// `npm run test:package`): here the README must show those files verbatim, and the Next.js route
// module runs as a handler against a fake upstream (its `study-runner/server` is src/server).
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

  it('Next.js route handler: each method export is the handler, answering 405 itself', async () => {
    // A variable path: the module imports the package by name, which only Vitest's alias resolves.
    const file = '../package/apps/next/app/api/study/[...path]/route'
    const route = (await import(/* @vite-ignore */ file)) as NextRoute
    const at = (path: string) => `http://host.test/api/study${path}`
    // As `next start` passes a request on: the socket address in X-Forwarded-For.
    const headers = { ...sameOrigin, 'x-forwarded-for': '192.0.2.7' }
    const content = await route.GET(new Request(at('/studies/energy-check/content'), { headers }))
    expect(content.status).toBe(200)
    const finish = await route.POST(
      new Request(at('/sessions/s_1/finish'), {
        method: 'POST',
        headers,
        body: '{"token":"t"}',
      }),
    )
    expect(finish.status).toBe(200)
    const put = await route.PUT(
      new Request(at('/sessions/s_1/finish'), { method: 'PUT', body: '{}' }),
    )
    expect(put.status).toBe(405)
    expect(put.headers.get('allow')).toBe('POST')
    // Only the study it names.
    const other = await route.GET(new Request(at('/studies/x/content'), { headers }))
    expect(other.status).toBe(404)
    expect(route.dynamic).toBe('force-dynamic')
  })
})

/** A route module of the Next.js app: one handler per method. */
type NextRoute = Record<'GET' | 'POST' | 'PUT', (request: Request) => Promise<Response>> & {
  dynamic: string
}

/** Every fenced code block of the README, as written. */
function readmeBlocks(): string[] {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8')
  return [...readme.matchAll(/^```[a-z]*\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '')
}

describe('README recipes from the real apps', () => {
  const shown = [
    'next/app/check-in.tsx',
    'next/app/page.tsx',
    'next/app/study/page.tsx',
    'next/middleware.ts',
    'next/app/api/study/[...path]/route.ts',
    'next/app/api/study-events/route.ts',
    'express/server.ts',
    'express/public/index.html',
    'vite/vite.config.ts',
    'vite/backend.js',
  ]
  it.each(shown)('the README shows %s as the app has it', (file) => {
    const code = readFileSync(new URL(`../package/apps/${file}`, import.meta.url), 'utf8')
    expect(readmeBlocks()).toContain(code)
  })
})
