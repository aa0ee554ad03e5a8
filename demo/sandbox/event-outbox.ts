import type { SandboxClock } from './clock'
import type { SandboxDatabase } from './db'
import type { EmitEvent, SandboxEventData, SandboxEventType } from './events'
import { randomId } from './random-id'
import { listWebhookEndpoints, subscribes } from './webhook-endpoints-store'

/**
 * Stores each event (docs/service.md#events body, serialised once) and queues one delivery per
 * endpoint of the event's account that subscribes to its type — paused endpoints included, whose
 * deliveries wait for a resume. Called inside the state change's transaction, so an event exists exactly
 * when its change does; a delivery is due at once (the worker sends it within a second).
 *
 * The account is the owner of what the event is about: the study (session and study events),
 * the licence, or — for instruments, which belong to the shared catalogue — the default account.
 */
export function createEventOutbox(deps: {
  db: SandboxDatabase
  clock: SandboxClock
  defaultAccountId: string
}): EmitEvent {
  const { db, clock } = deps
  const insertEvent = db.prepare(
    'INSERT INTO events (id, account_id, type, created_at, body) VALUES (?, ?, ?, ?, ?)',
  )
  const insertDelivery = db.prepare(
    `INSERT INTO deliveries (id, event_id, endpoint_id, status, next_attempt_at, created_at)
     VALUES (?, ?, ?, 'pending', ?, ?)`,
  )
  const studyAccount = db.prepare('SELECT account_id FROM studies WHERE id = ?').pluck()
  const licenseAccount = db.prepare('SELECT account_id FROM licenses WHERE id = ?').pluck()

  const accountOf = (data: SandboxEventData): string => {
    const owner =
      'studyId' in data
        ? studyAccount.get(data.studyId)
        : 'licenseId' in data
          ? licenseAccount.get(data.licenseId)
          : undefined
    return typeof owner === 'string' ? owner : deps.defaultAccountId
  }

  return (type: SandboxEventType, data: SandboxEventData) => {
    const createdAt = clock.nowIso()
    const id = randomId('evt_')
    const body = JSON.stringify({ id, type, created_at: createdAt, api_version: 'v1', data })
    const accountId = accountOf(data)
    insertEvent.run(id, accountId, type, createdAt, body)
    for (const endpoint of listWebhookEndpoints(db, accountId)) {
      if (subscribes(endpoint, type)) {
        insertDelivery.run(randomId('dlv_'), id, endpoint.id, createdAt, createdAt)
      }
    }
  }
}

/** The last 100 events, newest first, of one account or (null) all (`GET /_sandbox/events`). */
export function listRecentEvents(
  db: SandboxDatabase,
  account: string | null,
): { account: string; event: unknown }[] {
  const rows = db
    .prepare(
      `SELECT account_id AS account, body FROM events
       WHERE (@account IS NULL OR account_id = @account) ORDER BY seq DESC LIMIT 100`,
    )
    .all({ account }) as { account: string; body: string }[]
  return rows.map((row) => ({ account: row.account, event: JSON.parse(row.body) as unknown }))
}
