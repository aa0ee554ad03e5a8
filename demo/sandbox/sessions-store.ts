import { randomBytes, timingSafeEqual } from 'node:crypto'
import type {
  SessionFinished,
  SessionListItem,
  SessionStarted,
  SessionStatus,
} from '../../src/api/types'
import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'

/** A row of the `sessions` table. */
export interface SessionRow {
  seq: number
  id: string
  token: string
  study_id: string
  status: SessionStatus
  language: string
  participant_ref: string | null
  metadata: string | null
  idempotency_key: string | null
  started_at: string
  last_activity_at: string
  expires_at: string
  completed_at: string | null
  finish_result: string | null
  /** The arm assigned at start (docs/content-format.md, "Conditions"); null without conditions. */
  condition: string | null
  /** `presentation.moduleOrder` as sent, the module ids joined by `|`; null until sent. */
  module_order: string | null
}

const sessionIdPattern = /^[A-Za-z0-9_-]{1,64}$/ // SessionId in the OpenAPI document

/** A session by id, else 404 `not_found`. */
export function requireSession(db: SandboxDatabase, id: string): SessionRow {
  const row = sessionIdPattern.test(id)
    ? (db.prepare('SELECT * FROM sessions WHERE id = ?').get(id) as SessionRow | undefined)
    : undefined
  if (!row) throw new SandboxError('not_found', `There is no session "${id}".`)
  return row
}

/**
 * Checks the session token sent in the body (docs/service.md#authentication), else 403
 * `invalid_token`.
 */
export function assertToken(session: SessionRow, token: string): void {
  // Constant time, length first, as a real service compares secrets.
  const presented = Buffer.from(token, 'utf8')
  const expected = Buffer.from(session.token, 'utf8')
  if (presented.length !== expected.length || !timingSafeEqual(presented, expected)) {
    throw new SandboxError('invalid_token', 'The session token does not match this session.')
  }
}

/** The session started earlier with this Idempotency-Key for this study, if any. */
export function findByIdempotencyKey(
  db: SandboxDatabase,
  studyId: string,
  key: string,
): SessionRow | undefined {
  return db
    .prepare('SELECT * FROM sessions WHERE study_id = ? AND idempotency_key = ?')
    .get(studyId, key) as SessionRow | undefined
}

/** Stores a new session with a random id and token. */
export function insertSession(
  db: SandboxDatabase,
  input: {
    studyId: string
    language: string
    participantRef: string | null
    metadata: Record<string, unknown> | null
    idempotencyKey: string | null
    startedAt: string
    expiresAt: string
    condition: string | null
  },
): SessionRow {
  const id = `ses_${randomBytes(12).toString('base64url')}`
  const token = `tok_${randomBytes(24).toString('base64url')}`
  db.prepare(
    `INSERT INTO sessions (id, token, study_id, status, language, participant_ref, metadata,
       idempotency_key, started_at, last_activity_at, expires_at, condition)
     VALUES (?, ?, ?, 'started', ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    id,
    token,
    input.studyId,
    input.language,
    input.participantRef,
    input.metadata ? JSON.stringify(input.metadata) : null,
    input.idempotencyKey,
    input.startedAt,
    input.startedAt,
    input.expiresAt,
    input.condition,
  )
  return requireSession(db, id)
}

/**
 * The 201 body of session start (docs/service.md#participant-calls), also for an idempotent
 * replay, which so answers the same arm.
 */
export function toSessionStarted(row: SessionRow): SessionStarted {
  return {
    sessionId: row.id,
    token: row.token,
    studyId: row.study_id,
    status: 'started',
    language: row.language,
    startedAt: row.started_at,
    expiresAt: row.expires_at,
    condition: row.condition,
  }
}

/** The stored finish body of a completed session. */
export function storedFinish(row: SessionRow): SessionFinished | undefined {
  return row.finish_result ? (JSON.parse(row.finish_result) as SessionFinished) : undefined
}

/** One page of a study's sessions in start order, optionally of one status. */
export function listSessionRows(
  db: SandboxDatabase,
  query: { studyId: string; status?: SessionStatus; afterSeq?: number; limit: number },
): SessionRow[] {
  return db
    .prepare(
      `SELECT * FROM sessions WHERE study_id = @studyId AND (@status IS NULL OR status = @status)
         AND seq > @afterSeq ORDER BY seq LIMIT @limit`,
    )
    .all({
      studyId: query.studyId,
      status: query.status ?? null,
      afterSeq: query.afterSeq ?? 0,
      limit: query.limit,
    }) as SessionRow[]
}

/** The session list item of docs/service.md#researcher-side. */
export function toSessionListItem(row: SessionRow): SessionListItem {
  return {
    sessionId: row.id,
    status: row.status,
    language: row.language,
    participantRef: row.participant_ref,
    startedAt: row.started_at,
    lastActivityAt: row.last_activity_at,
    completedAt: row.completed_at,
  }
}
