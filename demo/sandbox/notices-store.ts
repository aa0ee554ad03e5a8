import type { SandboxDatabase } from './db'

/** Something the sandbox tells its operator (e.g. a webhook endpoint it paused). */
export interface SandboxNotice {
  account: string
  type: string
  subjectId: string
  message: string
  createdAt: string
}

/** Stores a notice, listed by `GET /_sandbox/notices`. */
export function insertNotice(db: SandboxDatabase, notice: SandboxNotice): void {
  db.prepare(
    `INSERT INTO sandbox_notices (account_id, type, subject_id, message, created_at)
     VALUES (?, ?, ?, ?, ?)`,
  ).run(notice.account, notice.type, notice.subjectId, notice.message, notice.createdAt)
}

/** The notices, newest first, of one account or (null) all. */
export function listNotices(db: SandboxDatabase, account: string | null): SandboxNotice[] {
  return db
    .prepare(
      `SELECT account_id AS account, type, subject_id AS subjectId, message, created_at AS createdAt
       FROM sandbox_notices WHERE (@account IS NULL OR account_id = @account) ORDER BY seq DESC`,
    )
    .all({ account }) as SandboxNotice[]
}
