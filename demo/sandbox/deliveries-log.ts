import type { SandboxDatabase } from './db'
import { validationFailed } from './errors'

/** One attempt of a delivery, as the log shows it. */
export interface DeliveryAttemptRecord {
  attempt: number
  /** Sandbox time the outcome was known. */
  at: string
  /** The signature's `t` (wall clock, Unix seconds). */
  signedAt: number
  statusCode: number | null
  error: string | null
  durationMs: number
}

/** A delivery (one event to one endpoint) with its attempts. */
export interface DeliveryRecord {
  id: string
  eventId: string
  eventType: string
  endpointId: string
  url: string
  status: 'pending' | 'succeeded' | 'failed' | 'cancelled'
  attemptCount: number
  nextAttemptAt: string | null
  createdAt: string
  completedAt: string | null
  attempts: DeliveryAttemptRecord[]
}

interface DeliveryRow {
  id: string
  event_id: string
  type: string
  endpoint_id: string
  url: string
  status: DeliveryRecord['status']
  attempts: number
  next_attempt_at: string | null
  created_at: string
  completed_at: string | null
}

const statuses = ['pending', 'succeeded', 'failed', 'cancelled']

/**
 * The delivery log of `GET /_sandbox/deliveries`, newest first, filtered by `endpointId`,
 * `eventId`, `eventType` or `status`; `limit` 1..1000 (default 100).
 */
export function listDeliveries(
  db: SandboxDatabase,
  query: Record<string, string | undefined>,
): DeliveryRecord[] {
  const limitText = query.limit ?? '100'
  const limit = Number(limitText)
  if (!/^\d+$/.test(limitText) || limit < 1 || limit > 1000) {
    throw validationFailed([{ field: 'limit', message: 'must be a whole number from 1 to 1000' }])
  }
  if (query.status !== undefined && !statuses.includes(query.status)) {
    throw validationFailed([{ field: 'status', message: `must be one of ${statuses.join(', ')}` }])
  }
  const rows = db
    .prepare(
      `SELECT d.id, d.event_id, e.type, d.endpoint_id, w.url, d.status, d.attempts,
         d.next_attempt_at, d.created_at, d.completed_at
       FROM deliveries d JOIN events e ON e.id = d.event_id JOIN webhook_endpoints w ON w.id = d.endpoint_id
       WHERE (@endpointId IS NULL OR d.endpoint_id = @endpointId)
         AND (@eventId IS NULL OR d.event_id = @eventId)
         AND (@eventType IS NULL OR e.type = @eventType)
         AND (@status IS NULL OR d.status = @status)
       ORDER BY d.seq DESC LIMIT @limit`,
    )
    .all({
      endpointId: query.endpointId ?? null,
      eventId: query.eventId ?? null,
      eventType: query.eventType ?? null,
      status: query.status ?? null,
      limit,
    }) as DeliveryRow[]
  const attemptsOf = db.prepare(
    `SELECT attempt, at, signed_at AS signedAt, status_code AS statusCode, error,
       duration_ms AS durationMs
     FROM delivery_attempts WHERE delivery_id = ? ORDER BY attempt`,
  )
  return rows.map((row) => ({
    id: row.id,
    eventId: row.event_id,
    eventType: row.type,
    endpointId: row.endpoint_id,
    url: row.url,
    status: row.status,
    attemptCount: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    createdAt: row.created_at,
    completedAt: row.completed_at,
    attempts: attemptsOf.all(row.id) as DeliveryAttemptRecord[],
  }))
}
