import { chromium, type Browser, type Page } from '@playwright/test'
import { readFileSync } from 'node:fs'
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
import { hostEnvironment, startAppProcess, type AppProcess } from './support/start-app-process'
import { watchConsole } from './support/watch-console'
import { expectEventsReceived, registerEventEndpoint } from './support/webhook-deliveries'

// A real Next.js 15 App Router app (test/package/apps/next, the files the README shows) with the
// packed package: `next build` as a host's CI runs it — no service settings in its environment —
// then `next start`, driven in Chromium to completed sessions against a real sandbox through the
// proxy route on the Node.js and on the edge runtime, whose session.completed events arrive at the
// app's webhook route (edge runtime too).
const nextVersion = '15.5.29' // the 15.x line runs on Node 20

let sandbox: SandboxProcess
let app: PackedApp
let server: AppProcess
let browser: Browser
let buildOutput = ''

beforeAll(async () => {
  sandbox = await startSandboxProcess({ port: await freePort(), db: ':memory:' })
  app = await installPackedApp('next', [
    `next@${nextVersion}`,
    `react@${repositoryVersionOf('react')}`,
    `react-dom@${repositoryVersionOf('react-dom')}`,
    `typescript@${repositoryVersionOf('typescript')}`,
    `@types/react@${repositoryVersionOf('@types/react')}`,
    `@types/react-dom@${repositoryVersionOf('@types/react-dom')}`,
    `@types/node@${repositoryVersionOf('@types/node')}`,
  ])
  const next = join(app.dir, 'node_modules/next/dist/bin/next')
  const built = await run('node', [next, 'build'], {
    cwd: app.dir,
    env: hostEnvironment({ NEXT_TELEMETRY_DISABLED: '1' }),
  })
  buildOutput = `${built.stdout}\n${built.stderr}`

  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const secret = await registerEventEndpoint(sandbox.url, url)
  server = await startAppProcess({
    args: [next, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
    cwd: app.dir,
    url,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      STUDY_API_URL: `${sandbox.url}/api/public/v1`,
      STUDY_API_KEY: await provisionKey(sandbox.url),
      STUDY_WEBHOOK_SECRET: secret,
    },
  })
  browser = await chromium.launch(chromiumLaunchOptions)
})

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  await sandbox?.stop()
  app?.remove()
})

/** A new participant: a page in a fresh browser context, with the app as its baseURL. */
async function newParticipant(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url })
  return context.newPage()
}

const sessions: string[] = []

describe('a Next.js App Router app with the packed package', () => {
  it('builds without warnings, type-checked, with the service settings absent', () => {
    expect(buildOutput).toContain('Linting and checking validity of types')
    expect(buildOutput).toContain('Compiled successfully')
    // Next.js 15 says this of every route on the edge runtime (the webhook route and the edge
    // proxy route here); a route handler is dynamic anyway. Any other warning is ours to fix.
    // With CI set (as on our CI) it also advises the host's CI to keep `.next/cache` between
    // builds: about the host's pipeline, not about what it builds.
    const notices = [
      'Using edge runtime on a page currently disables static generation',
      'No build cache found',
    ]
    const warnings = buildOutput
      .split('\n')
      .filter((line) => /⚠|warn/i.test(line) && !notices.some((notice) => line.includes(notice)))
    expect(warnings).toEqual([])
    // The routes that ask for the edge runtime are built for it, and only those.
    const manifest = JSON.parse(
      readFileSync(join(app.dir, '.next/server/middleware-manifest.json'), 'utf8'),
    ) as { functions: Record<string, unknown> }
    expect(Object.keys(manifest.functions).sort()).toEqual([
      '/api/study-events/route',
      '/edge/api/study/[...path]/route',
    ])
  })

  it('completes a study on a Server Component page whose client component holds the callbacks', async () => {
    const page = await newParticipant()
    const logs = watchConsole(page)
    const { sessionId, given } = await completeEnergyCheck(page, '/')
    sessions.push(sessionId)
    await expect
      .poll(() => logs.lines)
      .toContainEqual(expect.stringMatching(`^completed ${sessionId} `))
    expect(logs.problems()).toEqual([])
    await expectAnswersStored(sandbox.url, { sessionId, given })
    await page.context().close()
  })

  it('completes a study under a strict nonce CSP, styled and with nothing blocked', async () => {
    const page = await newParticipant()
    const logs = watchConsole(page)
    const policies: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'document') return
      policies.push(response.headers()['content-security-policy'] ?? '')
    })
    const { sessionId, given } = await completeEnergyCheck(page, '/study')
    sessions.push(sessionId)
    expect(policies).toHaveLength(1)
    expect(policies[0]).toMatch(/style-src 'nonce-[^']+'(;|$)/)
    // Each request gets a nonce of its own.
    const nonce = /'nonce-([^']+)'/.exec(policies[0] ?? '')?.[1] ?? ''
    const again = await fetch(`${server.url}/study`)
    expect(again.headers.get('content-security-policy')).toMatch(/'nonce-[^']+'/)
    expect(again.headers.get('content-security-policy')).not.toContain(nonce)

    // Set only by the widget's stylesheet (the browser's defaults are normal / content-box / 0).
    const root = page.locator('[data-study-runner]')
    const style = await root.evaluate((element) => {
      const { overflowWrap, boxSizing, paddingTop } = getComputedStyle(element)
      return { overflowWrap, boxSizing, paddingTop }
    })
    expect(style).toEqual({
      overflowWrap: 'break-word',
      boxSizing: 'border-box',
      paddingTop: '16px',
    })
    // CSP violations among them.
    expect(logs.problems()).toEqual([])
    await expectAnswersStored(sandbox.url, { sessionId, given })
    await page.context().close()
  })

  it('completes a study through the same proxy route on the edge runtime', async () => {
    const page = await newParticipant()
    const logs = watchConsole(page)
    const proxied: string[] = []
    page.on('request', (request) => proxied.push(new URL(request.url()).pathname))
    const { sessionId, given } = await completeEnergyCheck(page, '/edge')
    sessions.push(sessionId)
    expect(proxied).toContain(`/edge/api/study/sessions/${sessionId}/finish`)
    expect(logs.problems()).toEqual([])
    await expectAnswersStored(sandbox.url, { sessionId, given })
    await page.context().close()
  })

  it('receives the sandbox’s session.completed events at its webhook route, verified, on the edge runtime', async () => {
    expect(sessions).toHaveLength(3)
    await expectEventsReceived(sandbox.url, server, sessions)
  })

  it('under next start, X-Forwarded-For is the socket address unless the client wrote one (what trustProxy relies on)', async () => {
    // Next.js fills the header in only when the request has none, so behind no proxy of your own
    // a client chooses its identity: 120 requests a minute as one address, then as another.
    const content = (forwardedFor: string) =>
      fetch(`${server.url}/api/study/studies/energy-check/content`, {
        headers: { 'x-forwarded-for': forwardedFor },
      })
    const statuses: number[] = []
    while (statuses.length < 200 && !statuses.includes(429)) {
      statuses.push((await content('192.0.2.1')).status)
    }
    expect(statuses.indexOf(429)).toBeGreaterThanOrEqual(120)
    expect(statuses.filter((status) => status !== 200 && status !== 429)).toEqual([])
    expect((await content('192.0.2.2')).status).toBe(200)
  })
})
