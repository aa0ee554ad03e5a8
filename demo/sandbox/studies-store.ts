import type { Schedule, Study, StudyContent, StudyStatus } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'

/** A row of the `studies` table. */
export interface StudyRow {
  id: string
  account_id: string
  title: string
  description: string
  status: StudyStatus
  schedule: string | null
  target_sample_size: number | null
  license_request_id: string | null
  content: string
  revision: string
  created_at: string
  updated_at: string
}

const studyIdPattern = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/

/**
 * The account's study with this id, else 404 `not_found` — also for another account's study,
 * so ids of others are not revealed.
 */
export function requireStudy(db: SandboxDatabase, accountId: string, id: string): StudyRow {
  const row = studyIdPattern.test(id)
    ? (db.prepare('SELECT * FROM studies WHERE id = ? AND account_id = ?').get(id, accountId) as
        StudyRow | undefined)
    : undefined
  if (!row) throw new SandboxError('not_found', `There is no study "${id}".`)
  return row
}

/** One page of the account's studies in id order, optionally of one status. */
export function listStudyRows(
  db: SandboxDatabase,
  accountId: string,
  query: { status?: StudyStatus; afterId?: string; limit: number },
): StudyRow[] {
  return db
    .prepare(
      `SELECT * FROM studies
       WHERE account_id = @accountId AND (@status IS NULL OR status = @status)
         AND (@afterId IS NULL OR id > @afterId)
       ORDER BY id LIMIT @limit`,
    )
    .all({
      accountId,
      status: query.status ?? null,
      afterId: query.afterId ?? null,
      limit: query.limit,
    }) as StudyRow[]
}

/** The stored, assembled content of a study. */
export function contentOf(row: StudyRow): StudyContent {
  return JSON.parse(row.content) as StudyContent
}

/** The instruments a study's content presents, in order of first appearance. */
export function instrumentIdsOf(content: StudyContent): string[] {
  const ids = [
    ...content.modules.flatMap((module) => (module.instrumentId ? [module.instrumentId] : [])),
    ...content.instrumentItems.map((item) => item.instrumentId),
  ]
  return [...new Set(ids)]
}

/**
 * The study record of docs/service.md#researcher-side; `counts` are sessions by their current
 * status.
 */
export function toStudyRecord(db: SandboxDatabase, row: StudyRow): Study {
  const counts = { started: 0, completed: 0, abandoned: 0 }
  const byStatus = db
    .prepare('SELECT status, COUNT(*) AS n FROM sessions WHERE study_id = ? GROUP BY status')
    .all(row.id) as { status: keyof typeof counts; n: number }[]
  for (const { status, n } of byStatus) counts[status] = n
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    status: row.status,
    schedule: row.schedule ? (JSON.parse(row.schedule) as Schedule) : null,
    targetSampleSize: row.target_sample_size,
    licenseRequestId: row.license_request_id,
    instrumentIds: instrumentIdsOf(contentOf(row)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    counts,
  }
}

/**
 * Whether a study takes new sessions now: `live` and inside its schedule
 * (docs/service.md#participant-calls).
 */
export function isOpenForSessions(row: StudyRow, now: Date): boolean {
  if (row.status !== 'live') return false
  const schedule = row.schedule ? (JSON.parse(row.schedule) as Schedule) : null
  const time = now.getTime()
  if (schedule?.opensAt && time < Date.parse(schedule.opensAt)) return false
  if (schedule?.closesAt && time >= Date.parse(schedule.closesAt)) return false
  return true
}
