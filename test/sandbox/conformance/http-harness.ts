import type { AddressInfo } from 'node:net'
import { serve, type ServerType } from '@hono/node-server'
import {
  createSandbox,
  type Sandbox,
  type SandboxOptions,
} from '../../../demo/sandbox/create-sandbox'
import type { SandboxEventType } from '../../../demo/sandbox/events'
import type { License } from '../../../src/api/types'
import {
  createStudyServiceClient,
  type StudyServiceClient,
} from '../../../src/server/study-service-client'
import { fixturesDir, startTime } from '../harness'

/**
 * A sandbox on a real 127.0.0.1 port, seeded with the test fixtures only (never the demo
 * content, which other work changes), driven through the typed client as a host would be.
 */
export interface HttpSandbox {
  sandbox: Sandbox
  origin: string
  /** `{origin}/api/public/v1` */
  baseUrl: string
  /** A read + write client of the default account. */
  client: StudyServiceClient
  /** Events raised so far, in order. */
  events: { type: SandboxEventType; data: Record<string, unknown> }[]
  /** Creates a key through `/_sandbox/keys` and a client for it. */
  newClient(
    scopes?: string[],
    account?: string,
  ): Promise<{ id: string; key: string; client: StudyServiceClient }>
  clientFor(key: string): StudyServiceClient
  /** Calls a `/_sandbox` control and returns status and body. */
  control(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; body: Record<string, unknown> }>
  /** Plain fetch on the public API, for what the typed client cannot send (bad input). */
  raw(path: string, init?: RequestInit & { key?: string | null }): Promise<Response>
  /** Requests a licence and approves it; returns it approved. */
  approvedLicense(instrumentId: string, client?: StudyServiceClient): Promise<License>
  close(): Promise<void>
}

/** Starts an HTTP sandbox whose clock begins at the harness's start time. */
export async function startHttpSandbox(options: SandboxOptions = {}): Promise<HttpSandbox> {
  const events: HttpSandbox['events'] = []
  const realStart = Date.now()
  const sandbox = createSandbox({
    db: ':memory:',
    seedDirs: [fixturesDir],
    // The clock runs with real time from a fixed start, so fixtures' dates stay meaningful.
    now: () => new Date(startTime.getTime() + (Date.now() - realStart)),
    onEvent: (type, data) => events.push({ type, data }),
    onUnexpectedError: (error) => {
      throw error
    },
    // Suites make hundreds of calls; limits.test.ts checks the real limits on its own sandbox.
    rateLimit: { perMinute: 1_000_000, perDay: 1_000_000 },
    ...options,
  })
  let server!: ServerType
  await new Promise<void>((resolve) => {
    server = serve({ fetch: sandbox.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve())
  })
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const baseUrl = `${origin}/api/public/v1`
  const clientFor = (key: string) => createStudyServiceClient({ baseUrl, apiKey: key })

  const control: HttpSandbox['control'] = async (method, path, body) => {
    const response = await fetch(`${origin}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as Record<string, unknown> }
  }
  const newClient: HttpSandbox['newClient'] = async (scopes = ['read', 'write'], account) => {
    const { status, body } = await control('POST', '/_sandbox/keys', { scopes, account })
    if (status !== 201) throw new Error(`key creation failed: ${JSON.stringify(body)}`)
    const { id, key } = body as { id: string; key: string }
    return { id, key, client: clientFor(key) }
  }
  const main = await newClient()
  const harness: HttpSandbox = {
    sandbox,
    origin,
    baseUrl,
    client: main.client,
    events,
    newClient,
    clientFor,
    control,
    raw: (path, init = {}) => {
      const key = init.key === undefined ? main.key : init.key
      const headers = new Headers(init.headers)
      if (key !== null) headers.set('authorization', `Bearer ${key}`)
      return fetch(`${baseUrl}${path}`, { ...init, headers })
    },
    approvedLicense: async (instrumentId, client = main.client) => {
      const requested = await client.licenses.request({ instrumentId, purpose: 'a test' })
      const approved = await control('POST', `/_sandbox/licenses/${requested.id}/approve`)
      if (approved.status !== 200) throw new Error(JSON.stringify(approved.body))
      return approved.body as unknown as License
    },
    close: async () => {
      await new Promise((resolve) => server.close(resolve))
      sandbox.close()
    },
  }
  return harness
}

/** Runs a call that should fail and returns the StudyServiceError it threw. */
export async function failure(call: Promise<unknown>): Promise<{
  status: number
  code: string
  message: string
  retryAfter: number | undefined
  details: { field: string; message: string }[] | undefined
}> {
  try {
    await call
  } catch (error) {
    return error as never
  }
  throw new Error('expected the call to fail, but it succeeded')
}
