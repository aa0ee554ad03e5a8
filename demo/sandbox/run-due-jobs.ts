import type { SandboxDatabase } from './db'
import type { EmitEvent } from './events'
import { eventData } from './license-decisions'
import type { LicenseRow } from './licenses-store'

/** docs/service.md#limits: `license.expiring` is raised this long before a licence expires. */
export const licenseExpiringLeadMs = 30 * 86_400_000

/** What one run of the due jobs changed. */
export interface DueJobsReport {
  abandonedSessions: number
  expiringLicenses: number
  expiredLicenses: number
}

/**
 * Runs every job whose time has come on the sandbox clock (docs/service.md#participant-calls,
 * docs/sandbox.md), in order:
 * sessions idle past `expiresAt` become `abandoned`; approved licences within 30 days of
 * `expiresAt` raise `license.expiring` once; licences past it become `expired`.
 *
 * Everything due is derived from the database, never from memory, so the sweep is idempotent
 * and a restarted sandbox catches up on whatever fell due while it was down. It runs in one
 * transaction together with the events it raises.
 */
export function runDueJobs(deps: {
  db: SandboxDatabase
  nowIso: string
  emit: EmitEvent
}): DueJobsReport {
  const { db, nowIso, emit } = deps
  return db.transaction((): DueJobsReport => {
    const idle = db
      .prepare(
        `SELECT id, study_id FROM sessions WHERE status = 'started' AND expires_at <= ? ORDER BY seq`,
      )
      .all(nowIso) as { id: string; study_id: string }[]
    const abandon = db.prepare(`UPDATE sessions SET status = 'abandoned' WHERE id = ?`)
    for (const session of idle) {
      abandon.run(session.id)
      emit('session.abandoned', { sessionId: session.id, studyId: session.study_id })
    }

    // A licence the clock jumped past still gets its notice first, as it would have in time.
    const noticeFrom = new Date(Date.parse(nowIso) + licenseExpiringLeadMs).toISOString()
    const expiring = db
      .prepare(
        `SELECT rowid AS seq, * FROM licenses WHERE status = 'approved' AND expires_at IS NOT NULL
           AND expiring_noticed_at IS NULL AND expires_at <= ? ORDER BY expires_at, rowid`,
      )
      .all(noticeFrom) as LicenseRow[]
    const notice = db.prepare('UPDATE licenses SET expiring_noticed_at = ? WHERE id = ?')
    for (const license of expiring) {
      notice.run(nowIso, license.id)
      emit('license.expiring', eventData(license))
    }

    const expired = db
      .prepare(
        `SELECT rowid AS seq, * FROM licenses WHERE status = 'approved' AND expires_at IS NOT NULL
           AND expires_at <= ? ORDER BY expires_at, rowid`,
      )
      .all(nowIso) as LicenseRow[]
    const expire = db.prepare(`UPDATE licenses SET status = 'expired' WHERE id = ?`)
    for (const license of expired) {
      expire.run(license.id)
      emit('license.expired', eventData(license))
    }
    return {
      abandonedSessions: idle.length,
      expiringLicenses: expiring.length,
      expiredLicenses: expired.length,
    }
  })()
}

/**
 * Runs the due jobs every `intervalMs` of real time, so time-driven changes happen even when
 * nobody calls (docs/sandbox.md). The timer never keeps the process alive.
 *
 * @returns a function that stops the sweep.
 */
export function startSweep(run: () => void, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {}
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/**
 * The earliest moment after `nowIso` at which {@link runDueJobs} will have something to do: a
 * session's expiry, a licence's expiring notice or its expiry. Undefined when nothing waits.
 */
export function nextJobDueAt(db: SandboxDatabase, nowIso: string): string | undefined {
  const leadSeconds = licenseExpiringLeadMs / 1000
  const times = [
    db
      .prepare(`SELECT MIN(expires_at) FROM sessions WHERE status = 'started' AND expires_at > ?`)
      .pluck()
      .get(nowIso),
    db
      .prepare(
        `SELECT MIN(strftime('%Y-%m-%dT%H:%M:%fZ', expires_at, '-${leadSeconds} seconds'))
         FROM licenses WHERE status = 'approved' AND expires_at IS NOT NULL
           AND expiring_noticed_at IS NULL`,
      )
      .pluck()
      .get(),
    db
      .prepare(`SELECT MIN(expires_at) FROM licenses WHERE status = 'approved' AND expires_at > ?`)
      .pluck()
      .get(nowIso),
  ].filter((time): time is string => typeof time === 'string' && time > nowIso)
  return times.sort()[0]
}
