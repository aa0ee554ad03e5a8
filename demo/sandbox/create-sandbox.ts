import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { defaultAccountId, ensureAccount } from './accounts'
import { createClock, type SandboxClock } from './clock'
import { openDatabase, type SandboxDatabase } from './db'
import { errorResponse, SandboxError } from './errors'
import { createClockAdvancer, type AdvanceReport } from './advance-clock'
import { createDeliveryWorker, type NoticeListener } from './create-delivery-worker'
import { defaultDeliveryTimeoutMs } from './delivery-schedule'
import { createEventOutbox } from './event-outbox'
import type { EmitEvent } from './events'
import { storeApiKey, type Scope } from './keys'
import { createRateLimiter, type RateLimitOptions } from './rate-limit'
import type { LinkCreationLimitOptions } from './links/creation-limit'
import { refuseOtherMethods } from './allowed-methods'
import { registerCatalogueRoutes } from './routes/catalogue'
import { registerInboundRoutes } from './routes/inbound'
import { registerLinkRoutes } from './routes/links'
import { registerResultRoutes } from './routes/results'
import { registerSandboxControls } from './routes/sandbox-controls'
import { registerSessionCallRoutes } from './routes/session-calls'
import { registerSessionRoutes } from './routes/sessions'
import { registerStudyRoutes } from './routes/studies'
import { registerWebhookControls } from './routes/webhook-controls'
import { nextJobDueAt, runDueJobs, startSweep, type DueJobsReport } from './run-due-jobs'
import type { SandboxDeps, SandboxEnv } from './sandbox-env'
import { seedDatabase, type SeedReport } from './seed/seed'

/** The folder holding the example `instruments/` and `studies/` (demo/). */
export const demoSeedDir = fileURLToPath(new URL('..', import.meta.url))

/** Options of {@link createSandbox}. */
export interface SandboxOptions {
  /** A file path, `:memory:`, or an open better-sqlite3 connection. @default ':memory:' */
  db?: string | SandboxDatabase
  /** Folders with `instruments/*.json` and `studies/*.json`, seeded in order. @default [demo/] */
  seedDirs?: string[]
  /** The time source of the sandbox clock (not of rate limits). @default () => new Date() */
  now?: () => Date
  /** Request limits per key; tests use small numbers. @default 120 a minute, 10,000 a day */
  rateLimit?: RateLimitOptions
  /**
   * Link creations per key in any 60 minutes (docs/service.md#link-api); tests use small numbers.
   * @default 100
   */
  linkCreationLimit?: LinkCreationLimitOptions
  /** @default 65536 (docs/architecture.md#the-request-budget) */
  maxBodyBytes?: number
  /** Inactivity after which a session is abandoned. @default 86400 (24 h) */
  sessionTimeoutSeconds?: number
  /**
   * How far an answer's `answeredAt` may lie past the sandbox clock, or before its session
   * started, for clocks that differ a little; further is 422 `validation_failed`. @default 300
   */
  answerClockSkewSeconds?: number
  /**
   * Whether a request without a peer address (direct `app.fetch`) may use `/_sandbox`. @default
   * true
   */
  unknownRemoteIsLoopback?: boolean
  /** Known keys to store for the default account (idempotent), e.g. the demo's proxy key. */
  apiKeys?: { key: string; scopes: Scope[] }[]
  /**
   * Receives unexpected errors; the client only sees 500 `internal_error`. @default console.error
   */
  onUnexpectedError?: (error: unknown) => void
  /**
   * Also receives every event a state change raises (docs/service.md#events), inside the change's
   * transaction, after it was queued for delivery to the registered webhook endpoints.
   * @default nothing more
   */
  onEvent?: EmitEvent
  /**
   * How long a webhook receiver has to answer an attempt, in real milliseconds
   * (docs/service.md#limits);
   * tests use a short one. @default 10000
   */
  deliveryTimeoutMs?: number
  /**
   * Receives what the owner should see, e.g. an endpoint paused after 20 consecutive failed
   * attempts (also listed by `GET /_sandbox/notices`). @default a `[sandbox]` line on stderr
   */
  onNotice?: NoticeListener
  /**
   * How often, in real milliseconds, the background sweep runs what fell due on the sandbox
   * clock (abandonment, licence expiry); 0 turns it off. Every API request and every clock
   * advance also runs it first. @default 1000
   */
  sweepIntervalMs?: number
}

/** A running sandbox: a fetch handler over its database. */
export interface Sandbox {
  /** The Study Service API as a fetch handler; @hono/node-server passes `{ incoming }` as env. */
  app: { fetch: (request: Request, env?: SandboxEnv['Bindings']) => Promise<Response> }
  db: SandboxDatabase
  clock: SandboxClock
  /** What seeding added this time. */
  seeded: SeedReport
  /** Runs what fell due on the sandbox clock now, as the background sweep does. */
  runDueJobs: () => DueJobsReport
  /**
   * Moves the sandbox clock forward, stopping at every moment something falls due on the way
   * (expiries, abandonment, delivery retries) and running it, as `POST /_sandbox/clock/advance`.
   */
  advanceClock: (seconds: number) => Promise<AdvanceReport>
  /**
   * Sends every webhook delivery due now and waits for the outcomes; resolves the attempts made.
   */
  deliverDue: () => Promise<number>
  /** Stops the sweep and closes the database if the sandbox opened it. */
  close: () => void
}

/**
 * Creates the sandbox of docs/sandbox.md: opens the database, seeds what is absent, and builds
 * the public API under `/api/public/v1` (with the inbound push URL), the `/_sandbox` controls
 * and `/healthz`. Events raised by state changes are queued durably and delivered to the
 * registered webhook endpoints by a worker (create-delivery-worker.ts).
 *
 * @example
 * const sandbox = createSandbox({ db: ':memory:', now: () => new Date('2026-01-01T00:00:00Z') })
 * const res = await sandbox.app.fetch(new Request('http://sandbox/healthz'))
 */
export function createSandbox(options: SandboxOptions = {}): Sandbox {
  const target = options.db ?? ':memory:'
  const db = openDatabase(target)
  const clock = createClock(options.now)
  try {
    const now = clock.nowIso()
    const seeded = seedDatabase(db, {
      seedDirs: options.seedDirs ?? [demoSeedDir],
      accountId: defaultAccountId,
      now,
    })
    ensureAccount(db, defaultAccountId, now)
    for (const { key, scopes } of options.apiKeys ?? []) {
      storeApiKey(db, { accountId: defaultAccountId, scopes, key, now })
    }
    const onUnexpectedError = options.onUnexpectedError ?? ((error) => console.error(error))
    const onNotice: NoticeListener =
      options.onNotice ?? ((notice) => console.warn(`[sandbox] ${notice.message}`))
    const deliveries = createDeliveryWorker({
      db,
      clock,
      timeoutMs: options.deliveryTimeoutMs ?? defaultDeliveryTimeoutMs,
      onNotice,
      onUnexpectedError,
    })
    const queueEvent = createEventOutbox({ db, clock, defaultAccountId })
    const observe = options.onEvent
    const emit: EmitEvent = (type, data) => {
      queueEvent(type, data)
      observe?.(type, data)
      // Sent once the change's transaction has committed: within a second of real time.
      deliveries.kick()
    }
    const dueJobs = () => runDueJobs({ db, nowIso: clock.nowIso(), emit })
    const deps: SandboxDeps = {
      db,
      clock,
      rateLimiter: createRateLimiter(options.rateLimit),
      maxBodyBytes: options.maxBodyBytes ?? 65_536,
      sessionTimeoutMs: (options.sessionTimeoutSeconds ?? 86_400) * 1000,
      answerClockSkewMs: (options.answerClockSkewSeconds ?? 300) * 1000,
      unknownRemoteIsLoopback: options.unknownRemoteIsLoopback ?? true,
      emit,
      runDueJobs: dueJobs,
      deliveries,
      onNotice,
      advanceClock: createClockAdvancer({
        clock,
        runDueJobs: dueJobs,
        nextJobDueAt: (nowIso) => nextJobDueAt(db, nowIso),
        deliveries,
      }),
    }
    // Catch up on whatever fell due while the sandbox was not running.
    deps.runDueJobs()
    deliveries.kick() // what was queued before a restart goes out now
    const stopSweep = startSweep(() => {
      try {
        if (db.open) deps.runDueJobs()
        deliveries.kick()
      } catch (error) {
        onUnexpectedError(error)
      }
    }, options.sweepIntervalMs ?? 1000)
    const hono = buildApp(deps, onUnexpectedError)
    // The link API (docs/service.md#link-api) answers its own error shape, so it brings its own
    // app.
    registerLinkRoutes(hono, deps, { creationLimit: options.linkCreationLimit, onUnexpectedError })
    return {
      app: { fetch: async (request, env) => hono.fetch(request, env) },
      db,
      clock,
      seeded,
      runDueJobs: deps.runDueJobs,
      advanceClock: deps.advanceClock,
      deliverDue: () => deliveries.runDue(),
      close: () => {
        stopSweep()
        deliveries.close()
        if (typeof target === 'string' && db.open) db.close()
      },
    }
  } catch (error) {
    if (typeof target === 'string') db.close()
    throw error
  }
}

function buildApp(
  deps: SandboxDeps,
  onUnexpectedError: (error: unknown) => void,
): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>()

  app.get('/healthz', (c) => c.json({ ok: true }))
  refuseOtherMethods(app)

  // The public API: every route file registers paths below /api/public/v1.
  const api = new Hono<SandboxEnv>()
  // Every answer reflects the sandbox clock at once: what fell due since the last sweep is
  // done before the request is handled (a session idle past expiresAt reads `abandoned`).
  api.use('*', async (_c, next) => {
    deps.runDueJobs()
    await next()
  })
  registerStudyRoutes(api, deps)
  registerSessionRoutes(api, deps)
  registerSessionCallRoutes(api, deps)
  registerResultRoutes(api, deps)
  registerCatalogueRoutes(api, deps)
  registerInboundRoutes(api, deps)
  refuseOtherMethods(api)
  app.route('/api/public/v1', api)

  // The sandbox's own controls (loopback only), below /_sandbox.
  const controls = new Hono<SandboxEnv>()
  registerSandboxControls(controls, { ...deps, defaultAccountId })
  registerWebhookControls(controls, { ...deps, defaultAccountId })
  refuseOtherMethods(controls)
  app.route('/_sandbox', controls)

  app.notFound(() => errorResponse(new SandboxError('not_found', 'There is nothing at this path.')))
  // Errors become responses in this one place
  // (docs/code-style.md#7-server-code-is-request-request--promiseresponse); no stack trace ever
  // leaves it.
  app.onError((error) => {
    if (error instanceof SandboxError) return errorResponse(error)
    onUnexpectedError(error)
    return errorResponse(new SandboxError('internal_error', 'The sandbox failed unexpectedly.'))
  })
  return app
}
