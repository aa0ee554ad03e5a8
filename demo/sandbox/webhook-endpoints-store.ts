import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'
import type { SandboxEventType } from './events'
import { newSigningSecret, randomId } from './random-id'

/**
 * After a rotation the old secret keeps signing this long (docs/sandbox.md), on the sandbox clock.
 */
export const rotationOverlapMs = 24 * 3_600_000

/** A row of `webhook_endpoints`. */
export interface WebhookEndpointRow {
  id: string
  account_id: string
  url: string
  description: string | null
  events: string | null
  secret: string
  previous_secret: string | null
  previous_secret_expires_at: string | null
  status: 'active' | 'paused'
  consecutive_failures: number
  paused_at: string | null
  created_at: string
  deleted_at: string | null
}

/** An endpoint as `GET /_sandbox/webhook-endpoints` shows it (never its secrets). */
export interface WebhookEndpointRecord {
  id: string
  account: string
  url: string
  description: string | null
  /** The subscribed types; null means every type. */
  events: SandboxEventType[] | null
  status: 'active' | 'paused'
  consecutiveFailures: number
  pausedAt: string | null
  previousSecretExpiresAt: string | null
  createdAt: string
}

/** Stores a new active endpoint with a fresh secret. */
export function insertWebhookEndpoint(
  db: SandboxDatabase,
  input: {
    accountId: string
    url: string
    description: string | null
    events: SandboxEventType[] | null
    nowIso: string
  },
): WebhookEndpointRow {
  const id = randomId('we_')
  db.prepare(
    `INSERT INTO webhook_endpoints (id, account_id, url, description, events, secret, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, 'active', ?)`,
  ).run(
    id,
    input.accountId,
    input.url,
    input.description,
    input.events ? JSON.stringify(input.events) : null,
    newSigningSecret(),
    input.nowIso,
  )
  return requireWebhookEndpoint(db, id)
}

/** An endpoint that was not deleted, else 404 `not_found`. */
export function requireWebhookEndpoint(db: SandboxDatabase, id: string): WebhookEndpointRow {
  const row = db
    .prepare('SELECT * FROM webhook_endpoints WHERE id = ? AND deleted_at IS NULL')
    .get(id) as WebhookEndpointRow | undefined
  if (!row) throw new SandboxError('not_found', `There is no webhook endpoint "${id}".`)
  return row
}

/** The endpoints that were not deleted, oldest first, optionally of one account. */
export function listWebhookEndpoints(
  db: SandboxDatabase,
  accountId?: string,
): WebhookEndpointRow[] {
  return db
    .prepare(
      `SELECT * FROM webhook_endpoints WHERE deleted_at IS NULL
         AND (@accountId IS NULL OR account_id = @accountId) ORDER BY created_at, rowid`,
    )
    .all({ accountId: accountId ?? null }) as WebhookEndpointRow[]
}

/** Whether an endpoint wants events of this type. */
export function subscribes(row: WebhookEndpointRow, type: SandboxEventType): boolean {
  return row.events === null || (JSON.parse(row.events) as string[]).includes(type)
}

/** The secrets that sign now: the current one, then the previous one during its overlap. */
export function signingSecrets(row: WebhookEndpointRow, nowIso: string): string[] {
  const previousValid =
    row.previous_secret !== null &&
    row.previous_secret_expires_at !== null &&
    row.previous_secret_expires_at > nowIso
  return previousValid ? [row.secret, row.previous_secret!] : [row.secret]
}

/** The public view of an endpoint. */
export function toWebhookEndpointRecord(
  row: WebhookEndpointRow,
  nowIso: string,
): WebhookEndpointRecord {
  return {
    id: row.id,
    account: row.account_id,
    url: row.url,
    description: row.description,
    events: row.events ? (JSON.parse(row.events) as SandboxEventType[]) : null,
    status: row.status,
    consecutiveFailures: row.consecutive_failures,
    pausedAt: row.paused_at,
    previousSecretExpiresAt:
      row.previous_secret_expires_at && row.previous_secret_expires_at > nowIso
        ? row.previous_secret_expires_at
        : null,
    createdAt: row.created_at,
  }
}

/**
 * Gives an endpoint a new secret; the old one keeps signing (as a second `v1=`) for 24 hours
 * of the sandbox clock.
 */
export function rotateWebhookSecret(
  db: SandboxDatabase,
  id: string,
  now: Date,
): WebhookEndpointRow {
  const row = requireWebhookEndpoint(db, id)
  db.prepare(
    `UPDATE webhook_endpoints SET secret = ?, previous_secret = ?, previous_secret_expires_at = ?
     WHERE id = ?`,
  ).run(
    newSigningSecret(),
    row.secret,
    new Date(now.getTime() + rotationOverlapMs).toISOString(),
    id,
  )
  return requireWebhookEndpoint(db, id)
}

/**
 * Resumes a paused endpoint: its failure count starts again and the deliveries it held are due
 * at once. Resuming an active endpoint changes nothing.
 */
export function resumeWebhookEndpoint(
  db: SandboxDatabase,
  id: string,
  nowIso: string,
): WebhookEndpointRow {
  return db.transaction(() => {
    const row = requireWebhookEndpoint(db, id)
    if (row.status === 'active') return row
    db.prepare(
      `UPDATE webhook_endpoints SET status = 'active', consecutive_failures = 0, paused_at = NULL
       WHERE id = ?`,
    ).run(id)
    db.prepare(
      `UPDATE deliveries SET next_attempt_at = ?
       WHERE endpoint_id = ? AND status = 'pending' AND next_attempt_at > ?`,
    ).run(nowIso, id, nowIso)
    return requireWebhookEndpoint(db, id)
  })()
}

/** Deletes an endpoint; its pending deliveries are cancelled, its log is kept. */
export function deleteWebhookEndpoint(db: SandboxDatabase, id: string, nowIso: string): void {
  db.transaction(() => {
    requireWebhookEndpoint(db, id)
    db.prepare('UPDATE webhook_endpoints SET deleted_at = ? WHERE id = ?').run(nowIso, id)
    db.prepare(
      `UPDATE deliveries SET status = 'cancelled', next_attempt_at = NULL, completed_at = ?
       WHERE endpoint_id = ? AND status = 'pending'`,
    ).run(nowIso, id)
  })()
}
