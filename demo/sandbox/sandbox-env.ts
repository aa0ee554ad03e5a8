import type { SandboxClock } from './clock'
import type { SandboxDatabase } from './db'
import type { EmitEvent } from './events'
import type { ApiKeyRecord } from './keys'
import type { RateLimiter } from './rate-limit'
import type { AdvanceReport } from './advance-clock'
import type { DeliveryWorker, NoticeListener } from './create-delivery-worker'
import type { DueJobsReport } from './run-due-jobs'

/**
 * Hono's environment for the sandbox app. `Bindings` is what @hono/node-server passes
 * (`incoming` is the Node request); a test calling `app.fetch(request)` passes nothing.
 */
export interface SandboxEnv {
  Bindings: { incoming?: { socket?: { remoteAddress?: string } } } | undefined
  Variables: { apiKey: ApiKeyRecord }
}

/**
 * What every route needs, created once per sandbox (no module-level state:
 * docs/code-style.md#3-factories-not-singletons).
 */
export interface SandboxDeps {
  db: SandboxDatabase
  clock: SandboxClock
  rateLimiter: RateLimiter
  /**
   * Request bodies above this many bytes answer 413 (docs/architecture.md#the-request-budget: 64
   * KB).
   */
  maxBodyBytes: number
  /**
   * Without activity for this long a session becomes `abandoned`
   * (docs/service.md#participant-calls: 24 h).
   */
  sessionTimeoutMs: number
  /** How far an `answeredAt` may lie past the service clock or before the session's start. */
  answerClockSkewMs: number
  /** Whether a request without a known peer address may use `/_sandbox` controls. */
  unknownRemoteIsLoopback: boolean
  /** The seam for outgoing events; called inside the transaction of each change. */
  emit: EmitEvent
  /** Runs whatever fell due on the sandbox clock (abandonment, licence expiry). */
  runDueJobs: () => DueJobsReport
  /** Moves the sandbox clock, running every due job and delivery attempt on the way. */
  advanceClock: (seconds: number) => Promise<AdvanceReport>
  /** The outgoing event deliveries. */
  deliveries: DeliveryWorker
  /** Tells the owner something, e.g. that a webhook endpoint was paused. */
  onNotice: NoticeListener
}
