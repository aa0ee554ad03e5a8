import type { SandboxDatabase } from './db'

// The tables of the inbound push URL (docs/service.md#events): its endpoints, the receipts kept
// for replays, and the two record actions' rows (panel invitations, course enrolments).

/** A row of `inbound_endpoints`. */
export interface InboundEndpointRow {
  slug: string
  account_id: string
  secret: string
}

/** A kept answer to one signed push, replayed for the same signed bytes. */
export interface InboundReceipt {
  status: number
  body: string
}

/** The inbound endpoint of a slug, if there is one. */
export function findInboundEndpoint(
  db: SandboxDatabase,
  slug: string,
): InboundEndpointRow | undefined {
  return db.prepare('SELECT * FROM inbound_endpoints WHERE slug = ?').get(slug) as
    InboundEndpointRow | undefined
}

/** Stores a new inbound endpoint. */
export function insertInboundEndpoint(
  db: SandboxDatabase,
  endpoint: { slug: string; accountId: string; secret: string; nowIso: string },
): void {
  db.prepare(
    'INSERT INTO inbound_endpoints (slug, account_id, secret, created_at) VALUES (?, ?, ?, ?)',
  ).run(endpoint.slug, endpoint.accountId, endpoint.secret, endpoint.nowIso)
}

/** The receipts of pushes, prepared once per route. */
export function createReceiptStore(db: SandboxDatabase) {
  const find = db.prepare('SELECT status, body FROM inbound_receipts WHERE slug = ? AND digest = ?')
  const keep = db.prepare(
    `INSERT OR IGNORE INTO inbound_receipts (slug, digest, signed_at, status, body)
     VALUES (?, ?, ?, ?, ?)`,
  )
  const forget = db.prepare('DELETE FROM inbound_receipts WHERE signed_at < ?')
  return {
    find: (slug: string, digest: string) => find.get(slug, digest) as InboundReceipt | undefined,
    /** Keeps the first answer to a signature; a later one for the same bytes is ignored. */
    keep: (receipt: InboundReceipt & { slug: string; digest: string; signedAt: number }) => {
      keep.run(receipt.slug, receipt.digest, receipt.signedAt, receipt.status, receipt.body)
    },
    /** Forgets receipts signed before `signedAt` (seconds): no replay of them can pass any more. */
    forgetBefore: (signedAt: number) => {
      forget.run(signedAt)
    },
  }
}

/** Upserts an invitation's status; an older `at` than the stored one changes nothing. */
export function upsertPanelInvitation(
  db: SandboxDatabase,
  row: { accountId: string; invitationId: string; status: string; at: string; nowIso: string },
): void {
  db.prepare(
    `INSERT INTO panel_invitations (account_id, invitation_id, status, at, updated_at)
     VALUES (?, ?, ?, ?, ?)
     ON CONFLICT (account_id, invitation_id) DO UPDATE SET status = excluded.status,
       at = excluded.at, updated_at = excluded.updated_at
     WHERE excluded.at >= panel_invitations.at`,
  ).run(row.accountId, row.invitationId, row.status, row.at, row.nowIso)
}

/** Upserts an enrolment's status; an older `at` than the stored one changes nothing. */
export function upsertCourseEnrollment(
  db: SandboxDatabase,
  row: {
    accountId: string
    courseId: string
    studentRef: string
    status: string
    at: string
    nowIso: string
  },
): void {
  db.prepare(
    `INSERT INTO course_enrollments (account_id, course_id, student_ref, status, at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?)
     ON CONFLICT (account_id, course_id, student_ref) DO UPDATE SET status = excluded.status,
       at = excluded.at, updated_at = excluded.updated_at
     WHERE excluded.at >= course_enrollments.at`,
  ).run(row.accountId, row.courseId, row.studentRef, row.status, row.at, row.nowIso)
}

/** The stored panel invitations, of one account or (null) all. */
export function listPanelInvitations(db: SandboxDatabase, account: string | null): unknown[] {
  return db
    .prepare(
      `SELECT account_id AS account, invitation_id AS invitationId, status, at,
         updated_at AS updatedAt
       FROM panel_invitations WHERE (@account IS NULL OR account_id = @account)
       ORDER BY account_id, invitation_id`,
    )
    .all({ account })
}

/** The stored course enrolments, of one account or (null) all. */
export function listCourseEnrollments(db: SandboxDatabase, account: string | null): unknown[] {
  return db
    .prepare(
      `SELECT account_id AS account, course_id AS courseId, student_ref AS studentRef, status, at,
         updated_at AS updatedAt
       FROM course_enrollments WHERE (@account IS NULL OR account_id = @account)
       ORDER BY account_id, course_id, student_ref`,
    )
    .all({ account })
}
