import { chromium } from '@playwright/test'
import { readdirSync, readFileSync } from 'node:fs'
import { get } from 'node:http'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  provisionKey,
  startSandboxProcess,
  type SandboxProcess,
} from '../../demo/start-sandbox-process'
import { chromiumLaunchOptions } from '../chromium-launch'
import { completeEnergyCheck, expectAnswersStored } from './support/complete-energy-check'
import { freePort } from '../../e2e/support/free-port'
import {
  installPackedApp,
  repositoryVersionOf,
  run,
  type PackedApp,
} from './support/install-packed-app'
import { startAppProcess, type AppProcess } from './support/start-app-process'
import { watchConsole } from './support/watch-console'
import { expectEventsReceived, registerEventEndpoint } from './support/webhook-deliveries'

// A real Express 5 app (test/package/apps/express, the file the README shows) with the packed
// package: it serves the embed folder from node_modules, compressed, a plain HTML page with
// <study-runner>, the proxy through toNodeHandler and a webhook route for the service's events; type-checked and compiled with tsc, then
// driven in Chromium to a completed session against a real sandbox.
let sandbox: SandboxProcess
let app: PackedApp
let server: AppProcess
const completed: string[] = []

beforeAll(async () => {
  sandbox = await startSandboxProcess({ port: await freePort(), db: ':memory:' })
  app = await installPackedApp('express', [
    'express@5.2',
    'compression@1.8',
    '@types/express@5',
    '@types/compression@1',
    `typescript@${repositoryVersionOf('typescript')}`,
    `@types/node@${repositoryVersionOf('@types/node')}`,
  ])
  const tsc = join(app.dir, 'node_modules/typescript/bin/tsc')
  await run('node', [tsc, '-p', 'tsconfig.json'], { cwd: app.dir })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  server = await startAppProcess({
    args: ['server.js'],
    cwd: app.dir,
    url,
    env: {
      PORT: String(port),
      STUDY_API_URL: `${sandbox.url}/api/public/v1`,
      STUDY_API_KEY: await provisionKey(sandbox.url),
      STUDY_WEBHOOK_SECRET: await registerEventEndpoint(sandbox.url, url),
    },
  })
})

afterAll(async () => {
  await server?.stop()
  await sandbox?.stop()
  app?.remove()
})

/**
 * A GET as a browser sends it (gzip accepted), answered as bytes on the wire, undecoded. (fetch
 * would decode, and sends `cache-control: no-cache` with a conditional request.)
 */
function getRaw(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: Record<string, unknown>; bytes: number }> {
  return new Promise((resolve, reject) => {
    const options = { headers: { 'accept-encoding': 'gzip', ...headers } }
    get(`${server.url}${path}`, options, (response) => {
      let bytes = 0
      response.on('data', (chunk: Buffer) => (bytes += chunk.length))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes }),
      )
    }).on('error', reject)
  })
}

describe('an Express 5 app with the packed package', () => {
  it('serves the embed folder from node_modules compressed, the script revalidated, its chunks cached for good', async () => {
    const embed = join(app.dir, 'node_modules/study-runner/dist/embed')
    const raw = readFileSync(join(embed, 'study-runner.js')).length
    const script = await getRaw('/assets/study-runner/study-runner.js')
    expect(script.headers['content-encoding']).toBe('gzip')
    expect(script.bytes).toBeLessThan(raw / 2.5)
    expect(script.headers['cache-control']).toBe('no-cache')
    // Revalidated: unchanged, it answers 304 without a body.
    const revalidated = await getRaw('/assets/study-runner/study-runner.js', {
      'if-none-match': String(script.headers.etag),
    })
    expect(revalidated.status).toBe(304)
    expect(revalidated.bytes).toBe(0)
    const german = readdirSync(embed).find((file) => /^de-.*\.js$/.test(file))
    const chunk = await getRaw(`/assets/study-runner/${german}`)
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('completes a study on a plain HTML page with <study-runner>', async () => {
    const browser = await chromium.launch(chromiumLaunchOptions)
    try {
      const page = await (await browser.newContext({ baseURL: server.url })).newPage()
      const logs = watchConsole(page)
      const { sessionId, given } = await completeEnergyCheck(page, '/')
      await page
        .getByRole('status')
        .filter({ hasText: `Completed: ${sessionId}` })
        .waitFor()
      expect(logs.problems()).toEqual([])
      await expectAnswersStored(sandbox.url, { sessionId, given })
      completed.push(sessionId)
    } finally {
      await browser.close()
    }
  })

  it('receives the sandbox’s session.completed event at its webhook route, verified on the raw body', async () => {
    expect(completed).toHaveLength(1)
    await expectEventsReceived(sandbox.url, server, completed)
  })

  it('compresses the proxy’s answers too, and they still read as JSON', async () => {
    const content = await getRaw('/api/study/studies/energy-check/content')
    expect(content.headers['content-encoding']).toBe('gzip')
    const response = await fetch(`${server.url}/api/study/studies/energy-check/content`)
    expect(((await response.json()) as { modules: unknown[] }).modules.length).toBeGreaterThan(0)
  })
})
