import type { SandboxEventData } from './events'
import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'
import type { EmitEvent } from './events'
import { findLicense, toLicenseRecord, type LicenseRow } from './licenses-store'

/** A licence is approved for a year unless the reviewer says otherwise. */
export const defaultLicenseDays = 365

/**
 * The reviewer's decisions on a licence (docs/sandbox.md `/_sandbox/licenses/{id}/…`), each a
 * move of its status: requested → approved | rejected, approved → expired. Any other move is
 * 409 `conflict`; an unknown id 404.
 */
export interface LicenseDecisions {
  /** Approves a request, valid until `expiresAt` (null: never expires). */
  approve(id: string, expiresAt: string | null): LicenseRow
  reject(id: string): LicenseRow
  /** Ends an approved licence now, as its expiry date would. */
  expire(id: string): LicenseRow
}

/** Creates the decisions over a database, the sandbox clock and the event seam. */
export function createLicenseDecisions(deps: {
  db: SandboxDatabase
  nowIso: () => string
  emit: EmitEvent
}): LicenseDecisions {
  const { db, emit } = deps

  const decide = (
    id: string,
    from: LicenseRow['status'],
    change: (row: LicenseRow, now: string) => void,
  ): LicenseRow =>
    db.transaction(() => {
      const row = findLicense(db, id)
      if (!row) throw new SandboxError('not_found', `There is no licence "${id}".`)
      if (row.status !== from) {
        throw new SandboxError('conflict', `Licence "${id}" is ${row.status}, not ${from}.`)
      }
      change(row, deps.nowIso())
      return findLicense(db, id)!
    })()

  return {
    approve: (id, expiresAt) =>
      decide(id, 'requested', (row, now) => {
        db.prepare(
          `UPDATE licenses SET status = 'approved', decided_at = ?, expires_at = ? WHERE id = ?`,
        ).run(now, expiresAt, id)
        emit('license.approved', eventData({ ...row, expires_at: expiresAt }))
      }),
    reject: (id) =>
      decide(id, 'requested', (row, now) => {
        db.prepare(`UPDATE licenses SET status = 'rejected', decided_at = ? WHERE id = ?`).run(
          now,
          id,
        )
        emit('license.rejected', eventData(row))
      }),
    expire: (id) =>
      decide(id, 'approved', (row, now) => {
        db.prepare(`UPDATE licenses SET status = 'expired', expires_at = ? WHERE id = ?`).run(
          now,
          id,
        )
        emit('license.expired', eventData({ ...row, expires_at: now }))
      }),
  }
}

/** The `data` of a licence event (docs/service.md#events). */
export function eventData(row: LicenseRow): SandboxEventData<'license.approved'> {
  const { id, instrumentId, expiresAt } = toLicenseRecord(row)
  return { licenseId: id, instrumentId, expiresAt }
}
