import { randomUUID } from 'node:crypto'
import type { License, LicenseStatus } from '../../src/api/types'
import type { SandboxDatabase } from './db'

/** A row of the `licenses` table, with its insertion order as `seq`. */
export interface LicenseRow {
  seq: number
  id: string
  account_id: string
  instrument_id: string
  status: LicenseStatus
  purpose: string | null
  requested_at: string
  decided_at: string | null
  expires_at: string | null
  expiring_noticed_at: string | null
}

const select = 'SELECT rowid AS seq, * FROM licenses'

/** The licence record of docs/service.md#researcher-side; absent dates are null, never left out. */
export function toLicenseRecord(row: LicenseRow): License {
  return {
    id: row.id,
    instrumentId: row.instrument_id,
    status: row.status,
    purpose: row.purpose,
    requestedAt: row.requested_at,
    decidedAt: row.decided_at,
    expiresAt: row.expires_at,
  }
}

/** Whether a licence covers studies at `nowIso`: approved and not past its expiry. */
export function isLicenseActive(row: LicenseRow, nowIso: string): boolean {
  return row.status === 'approved' && (row.expires_at === null || row.expires_at > nowIso)
}

/** A licence by id, whoever holds it (the `/_sandbox` controls act as the reviewer). */
export function findLicense(db: SandboxDatabase, id: string): LicenseRow | undefined {
  return db.prepare(`${select} WHERE id = ?`).get(id) as LicenseRow | undefined
}

/** A licence of one account by id; another account's licence is as unknown as a missing one. */
export function findAccountLicense(
  db: SandboxDatabase,
  accountId: string,
  id: string,
): LicenseRow | undefined {
  return db.prepare(`${select} WHERE id = ? AND account_id = ?`).get(id, accountId) as
    LicenseRow | undefined
}

/** Stores a licence request (status `requested`). */
export function insertLicenseRequest(
  db: SandboxDatabase,
  input: { accountId: string; instrumentId: string; purpose: string; now: string },
): LicenseRow {
  const id = randomUUID()
  db.prepare(
    `INSERT INTO licenses (id, account_id, instrument_id, status, purpose, requested_at)
     VALUES (?, ?, ?, 'requested', ?, ?)`,
  ).run(id, input.accountId, input.instrumentId, input.purpose, input.now)
  return findLicense(db, id)!
}

/** One page of an account's licences, oldest request first, optionally of one status. */
export function listLicenseRows(
  db: SandboxDatabase,
  accountId: string,
  query: { status?: LicenseStatus; afterSeq?: number; limit: number },
): LicenseRow[] {
  return db
    .prepare(
      `${select} WHERE account_id = @accountId AND (@status IS NULL OR status = @status)
         AND rowid > @afterSeq ORDER BY rowid LIMIT @limit`,
    )
    .all({
      accountId,
      status: query.status ?? null,
      afterSeq: query.afterSeq ?? 0,
      limit: query.limit,
    }) as LicenseRow[]
}
