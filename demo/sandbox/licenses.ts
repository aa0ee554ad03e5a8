import type { StudyContent } from '../../src/api/types'
import type { SandboxDatabase } from './db'
import { SandboxError } from './errors'
import { loadInstruments } from './seed/seed'
import { instrumentIdsOf, type StudyRow } from './studies-store'

/**
 * docs/service.md#what-the-service-does and docs/service.md#participant-calls: wording of a
 * protected instrument is served, and sessions
 * start, only while the study's account holds an approved, unexpired licence for it; otherwise
 * 403 `license_inactive`. Unprotected instruments need none.
 */
export function assertLicensed(
  db: SandboxDatabase,
  study: StudyRow,
  content: StudyContent,
  nowIso: string,
): void {
  const instruments = loadInstruments(db)
  const licensed = db.prepare(
    `SELECT 1 FROM licenses WHERE account_id = ? AND instrument_id = ? AND status = 'approved'
       AND (expires_at IS NULL OR expires_at > ?)`,
  )
  for (const instrumentId of instrumentIdsOf(content)) {
    if (!instruments.get(instrumentId)?.protected) continue
    if (!licensed.get(study.account_id, instrumentId, nowIso)) {
      throw new SandboxError(
        'license_inactive',
        `The licence for instrument "${instrumentId}" is not approved or has expired.`,
      )
    }
  }
}
