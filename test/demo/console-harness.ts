import { join } from 'node:path'
import type { ReceivedDelivery } from '../../demo/event-receiver'
import { createConsole, type ConsoleHandler } from '../../demo/console'
import { demoSeedDir } from '../../demo/sandbox/create-sandbox'
import { createHarness, fixturesDir, type Harness } from '../sandbox/harness'

/** The origin the console is asked on in these tests. */
export const host = 'http://127.0.0.1:5173'
/** The token the console is created with. */
export const token = 'test-console-token-0123456789'
export const loopback = { remoteAddress: '127.0.0.1' }
/** What a browser sends with a form posted from the console's own page. */
export const sameOrigin = { origin: 'null', 'sec-fetch-site': 'same-origin' }

/** A console over an in-memory sandbox (demo seeds + test fixtures), logged in. */
export interface ConsoleHarness {
  sandbox: Harness
  handler: ConsoleHandler
  /** What the Events page lists; push to it. */
  deliveries: ReceivedDelivery[]
  /** The session cookie from the token login. */
  cookie: string
  get(path: string): Promise<Response>
  /** The public API's JSON answer, called straight on the sandbox with the console's key. */
  api<T>(method: string, path: string, json?: unknown): Promise<T>
  post(
    path: string,
    fields: Record<string, string>,
    headers?: Record<string, string>,
  ): Promise<Response>
}

/** @param options.extraSeedDirs seed folders beside the demo's and the fixtures' */
export async function createConsoleHarness(
  options: { extraSeedDirs?: string[] } = {},
): Promise<ConsoleHarness> {
  const sandbox = await createHarness({
    sweepIntervalMs: 0,
    seedDirs: [demoSeedDir, fixturesDir, ...(options.extraSeedDirs ?? [])],
  })
  const deliveries: ReceivedDelivery[] = []
  const handler = createConsole({
    sandboxUrl: 'http://sandbox.test',
    apiKey: sandbox.key,
    token,
    fetch: (request) => sandbox.sandbox.app.fetch(request),
    instrumentDirs: [join(demoSeedDir, 'instruments'), join(fixturesDir, 'instruments')],
    deliveries: () => deliveries,
  })
  const login = await handler(new Request(`${host}/console?token=${token}`), loopback)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  return {
    sandbox,
    handler,
    deliveries,
    cookie,
    get: (path) => handler(new Request(`${host}${path}`, { headers: { cookie } }), loopback),
    api: async <T>(method: string, path: string, json?: unknown) =>
      (await (await sandbox.call(method, `/api/public/v1${path}`, { json })).json()) as T,
    post: (path, fields, headers = sameOrigin) =>
      handler(
        new Request(`${host}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', cookie, ...headers },
          body: new URLSearchParams(fields).toString(),
        }),
        loopback,
      ),
  }
}
