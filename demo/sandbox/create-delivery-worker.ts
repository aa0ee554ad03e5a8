import type { SandboxClock } from './clock'
import type { SandboxDatabase } from './db'
import {
  maxDeliveryAttempts,
  nextAttemptAt,
  pauseAfterConsecutiveFailures,
} from './delivery-schedule'
import { insertNotice } from './notices-store'
import { signatureHeader } from './webhook-signature'
import { signingSecrets, type WebhookEndpointRow } from './webhook-endpoints-store'

/**
 * Sends queued deliveries (docs/service.md#events): the one place the sandbox makes outgoing HTTP
 * calls.
 */
export interface DeliveryWorker {
  /** Sends what is due soon (after the current transaction commits); calls coalesce. */
  kick(): void
  /**
   * Sends every delivery due now on the sandbox clock and waits for the outcomes; runs one
   * after another, never two at once. @returns how many attempts were made
   */
  runDue(): Promise<number>
  /** The earliest next attempt of a pending delivery to an active endpoint, if any. */
  nextDueAt(): string | undefined
  /** Stops sending; attempts in flight are abandoned unrecorded and redone after a restart. */
  close(): void
}

/** What the owner is told, e.g. that an endpoint was paused. */
export type NoticeListener = (notice: { type: string; subjectId: string; message: string }) => void

interface DueDelivery {
  id: string
  endpoint_id: string
  attempts: number
  type: string
  body: string
}

/**
 * Creates the delivery worker over the durable queue in `deliveries`. Each attempt POSTs the
 * stored body to the endpoint's URL with `x-service-event`, `x-service-delivery` (the same on
 * every attempt) and `x-service-signature` signed at wall time; any 2xx within `timeoutMs` is
 * success. A failure is retried on the schedule of delivery-schedule.ts; an endpoint's 20th
 * consecutive failed attempt pauses it and leaves a notice. Deliveries to one endpoint go in
 * order, endpoints in parallel.
 */
export function createDeliveryWorker(deps: {
  db: SandboxDatabase
  clock: SandboxClock
  timeoutMs: number
  onNotice: NoticeListener
  onUnexpectedError: (error: unknown) => void
}): DeliveryWorker {
  const { db, clock } = deps
  const stopping = new AbortController()
  let chain: Promise<unknown> = Promise.resolve()
  let kickScheduled = false

  const dueDeliveries = db.prepare(
    `SELECT d.id, d.endpoint_id, d.attempts, e.type, e.body
     FROM deliveries d
       JOIN events e ON e.id = d.event_id
       JOIN webhook_endpoints w ON w.id = d.endpoint_id
     WHERE d.status = 'pending' AND d.next_attempt_at <= ? AND w.status = 'active'
       AND w.deleted_at IS NULL
     ORDER BY d.next_attempt_at, d.seq`,
  )
  const nextDue = db
    .prepare(
      `SELECT MIN(d.next_attempt_at) FROM deliveries d JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE d.status = 'pending' AND w.status = 'active' AND w.deleted_at IS NULL`,
    )
    .pluck()
  const endpointById = db.prepare('SELECT * FROM webhook_endpoints WHERE id = ?')
  const deliveryStatus = db.prepare('SELECT status FROM deliveries WHERE id = ?').pluck()

  const runOnce = async (): Promise<number> => {
    if (stopping.signal.aborted || !db.open) return 0
    const due = dueDeliveries.all(clock.nowIso()) as DueDelivery[]
    const byEndpoint = new Map<string, DueDelivery[]>()
    for (const delivery of due) {
      byEndpoint.set(delivery.endpoint_id, [
        ...(byEndpoint.get(delivery.endpoint_id) ?? []),
        delivery,
      ])
    }
    const counts = await Promise.all(
      [...byEndpoint.values()].map(async (deliveries) => {
        let attempts = 0
        for (const delivery of deliveries) {
          if (stopping.signal.aborted || !db.open) break
          const endpoint = endpointById.get(delivery.endpoint_id) as WebhookEndpointRow
          // Paused or deleted meanwhile, or cancelled: the rest waits.
          if (endpoint.status !== 'active' || endpoint.deleted_at !== null) break
          if (deliveryStatus.get(delivery.id) !== 'pending') continue
          await attempt(endpoint, delivery)
          attempts++
        }
        return attempts
      }),
    )
    return counts.reduce((sum, count) => sum + count, 0)
  }

  const attempt = async (endpoint: WebhookEndpointRow, delivery: DueDelivery): Promise<void> => {
    const signedAt = Math.floor(Date.now() / 1000) // signatures use wall time (docs/service.md#events)
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'study-service-sandbox',
      'x-service-event': delivery.type,
      'x-service-delivery': delivery.id,
      'x-service-signature': signatureHeader(
        signingSecrets(endpoint, clock.nowIso()),
        signedAt,
        delivery.body,
      ),
    }
    const started = performance.now()
    let statusCode: number | null = null
    let error: string | null = null
    try {
      const response = await fetch(endpoint.url, {
        method: 'POST',
        headers,
        body: delivery.body,
        redirect: 'manual',
        signal: AbortSignal.any([AbortSignal.timeout(deps.timeoutMs), stopping.signal]),
      })
      statusCode = response.status
      await response.arrayBuffer() // the answer must arrive in time too; its content is ignored
      if (statusCode < 200 || statusCode > 299) error = `answered ${statusCode}`
    } catch (caught) {
      if (stopping.signal.aborted) return // redone after a restart, never counted
      const name = caught instanceof Error ? caught.name : ''
      error =
        name === 'TimeoutError'
          ? `no answer within ${deps.timeoutMs} ms`
          : `could not connect: ${describe(caught)}`
    }
    if (!db.open) return
    record(endpoint.id, delivery, {
      signedAt,
      statusCode,
      error,
      durationMs: Math.round(performance.now() - started),
    })
  }

  const record = (
    endpointId: string,
    delivery: DueDelivery,
    outcome: {
      signedAt: number
      statusCode: number | null
      error: string | null
      durationMs: number
    },
  ): void => {
    const now = clock.now()
    const nowIso = now.toISOString()
    const attemptNumber = delivery.attempts + 1
    let pausedMessage: string | undefined
    // A delivery cancelled while its attempt was under way stays cancelled; the attempt is logged.
    db.transaction(() => {
      db.prepare(
        `INSERT INTO delivery_attempts (delivery_id, attempt, at, signed_at, status_code, error, duration_ms)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      ).run(
        delivery.id,
        attemptNumber,
        nowIso,
        outcome.signedAt,
        outcome.statusCode,
        outcome.error,
        outcome.durationMs,
      )
      db.prepare('UPDATE deliveries SET attempts = ? WHERE id = ?').run(attemptNumber, delivery.id)
      if (outcome.error === null) {
        db.prepare(
          `UPDATE deliveries SET status = 'succeeded', attempts = ?, next_attempt_at = NULL,
             completed_at = ? WHERE id = ? AND status = 'pending'`,
        ).run(attemptNumber, nowIso, delivery.id)
        db.prepare('UPDATE webhook_endpoints SET consecutive_failures = 0 WHERE id = ?').run(
          endpointId,
        )
        return
      }
      const next =
        attemptNumber < maxDeliveryAttempts ? nextAttemptAt(now, attemptNumber) : undefined
      db.prepare(
        `UPDATE deliveries SET status = ?, attempts = ?, next_attempt_at = ?, completed_at = ?
         WHERE id = ? AND status = 'pending'`,
      ).run(
        next ? 'pending' : 'failed',
        attemptNumber,
        next ?? null,
        next ? null : nowIso,
        delivery.id,
      )
      db.prepare(
        'UPDATE webhook_endpoints SET consecutive_failures = consecutive_failures + 1 WHERE id = ?',
      ).run(endpointId)
      const endpoint = endpointById.get(endpointId) as WebhookEndpointRow
      if (
        endpoint.status === 'active' &&
        endpoint.consecutive_failures >= pauseAfterConsecutiveFailures
      ) {
        db.prepare(
          `UPDATE webhook_endpoints SET status = 'paused', paused_at = ? WHERE id = ?`,
        ).run(nowIso, endpointId)
        pausedMessage = `Webhook endpoint ${endpointId} (${endpoint.url}) was paused after ${endpoint.consecutive_failures} consecutive failed attempts; fix the receiver, then POST /_sandbox/webhook-endpoints/${endpointId}/resume.`
        insertNotice(db, {
          account: endpoint.account_id,
          type: 'webhook_endpoint.paused',
          subjectId: endpointId,
          message: pausedMessage,
          createdAt: nowIso,
        })
      }
    })()
    if (pausedMessage) {
      deps.onNotice({
        type: 'webhook_endpoint.paused',
        subjectId: endpointId,
        message: pausedMessage,
      })
    }
  }

  const runDue = (): Promise<number> => {
    const run = chain.then(runOnce, runOnce)
    chain = run.catch(() => 0)
    return run
  }

  return {
    kick() {
      if (kickScheduled || stopping.signal.aborted) return
      kickScheduled = true
      setImmediate(() => {
        kickScheduled = false
        runDue().catch(deps.onUnexpectedError)
      })
    },
    runDue,
    nextDueAt: () => {
      if (!db.open) return undefined
      const next = nextDue.get() as string | null
      return next ?? undefined
    },
    close: () => stopping.abort(),
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined
  if (cause?.code) return cause.code
  return error instanceof Error ? error.message : String(error)
}
