import { fileURLToPath } from 'node:url'
import {
  createSandbox,
  demoSeedDir,
  type Sandbox,
  type SandboxOptions,
} from '../../demo/sandbox/create-sandbox'

/** The test-only seed folder (a draft study, a scheduled one, a protected instrument…). */
export const fixturesDir = fileURLToPath(new URL('./fixtures', import.meta.url))

/**
 * A seed folder with one study, `new-types`, using every question type of issue 19 and each new
 * member (in English and Hebrew). Not seeded by default: pass it in `seedDirs`.
 */
export const newTypesSeedDir = fileURLToPath(new URL('../fixtures/new-types-seed', import.meta.url))

/**
 * A seed folder with one live study, `real-study`, using each member of docs/content-format.md
 * "Content for real studies" (issue 20): parameters, computed values, two conditions, piping,
 * a block of modules, a time limit, completion, review and resume. Not seeded by default.
 */
export const realStudySeedDir = fileURLToPath(
  new URL('../fixtures/real-study-seed', import.meta.url),
)

/** The sandbox time the tests start at. */
export const startTime = new Date('2026-03-02T09:00:00.000Z')

/** A sandbox over `:memory:` seeded with the demo content and the fixtures, plus call helpers. */
export interface Harness {
  sandbox: Sandbox
  /** A read + write key of the default account. */
  key: string
  /** Moves the test's time source (the sandbox clock follows it). */
  setNow: (date: Date) => void
  /** Calls the sandbox; a `json` body is sent as application/json. */
  call: (method: string, path: string, init?: CallInit) => Promise<Response>
  /** Creates a key through the `/_sandbox/keys` control. */
  createKey: (scopes?: string[], account?: string) => Promise<{ id: string; key: string }>
  /** Starts a session on a study and returns its body. */
  startSession: (studyId?: string, body?: unknown) => Promise<{ sessionId: string; token: string }>
}

export interface CallInit {
  json?: unknown
  body?: BodyInit
  headers?: Record<string, string>
  /** The key to send; null sends none. @default the harness key */
  key?: string | null
}

/** Builds a harness; options pass through to createSandbox. */
export async function createHarness(options: SandboxOptions = {}): Promise<Harness> {
  let now = startTime
  const sandbox = createSandbox({
    db: ':memory:',
    seedDirs: [demoSeedDir, fixturesDir],
    now: () => now,
    ...options,
  })
  const base = 'http://sandbox.test'
  const harness: Harness = {
    sandbox,
    key: '',
    setNow: (date) => {
      now = date
    },
    call: (method, path, init = {}) => {
      const headers: Record<string, string> = { ...init.headers }
      const key = init.key === undefined ? harness.key : init.key
      if (key !== null) headers.authorization = `Bearer ${key}`
      let body = init.body
      if (init.json !== undefined) {
        body = JSON.stringify(init.json)
        headers['content-type'] ??= 'application/json'
      }
      return sandbox.app.fetch(new Request(`${base}${path}`, { method, headers, body }))
    },
    createKey: async (scopes = ['read', 'write'], account) => {
      const response = await harness.call('POST', '/_sandbox/keys', {
        json: { scopes, account },
        key: null,
      })
      if (response.status !== 201) throw new Error(`key creation failed: ${await response.text()}`)
      return (await response.json()) as { id: string; key: string }
    },
    startSession: async (studyId = 'energy-check', body) => {
      const response = await harness.call('POST', `/api/public/v1/studies/${studyId}/sessions`, {
        json: body,
      })
      if (response.status !== 201) throw new Error(`session start failed: ${await response.text()}`)
      return (await response.json()) as { sessionId: string; token: string }
    },
  }
  harness.key = (await harness.createKey()).key
  return harness
}

/** Reads an error body and returns its `error` member. */
export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; details?: { field: string; message: string }[] }> {
  const body = (await response.json()) as { error: { code: string; message: string } }
  return body.error
}
