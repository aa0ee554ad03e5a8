import { randomBytes } from 'node:crypto'
import type { Link, LinkStatus } from '../../../src/api/link-types'
import type { SandboxDatabase } from '../db'
import { LinkError } from './link-error'
import { generateShortCode } from './short-code'

/** A row of the `links` table (schema.sql). */
export interface LinkRow {
  seq: number
  id: string
  account_id: string
  key_id: string
  short_code: string
  destination_url: string
  title: string
  status: LinkStatus
  clicks: number
  created_at: string
  created_wall_ms: number
  deleted_at: string | null
}

/** What a new link is made of, validated (validate-link-create.ts). */
export interface NewLink {
  accountId: string
  keyId: string
  destinationUrl: string
  title: string
  /** The alias, or undefined for a generated code. */
  alias: string | undefined
  /** Sandbox time, for `created_at`. */
  nowIso: string
  /**
   * Wall time in milliseconds, for the hourly creation limit (docs/sandbox.md: limits use wall
   * time).
   */
  wallMs: number
}

/**
 * Inserts a link. Codes are unique across every link ever made — all accounts, deleted links
 * included — so an alias already used answers 409 and a generated code that happens to be taken
 * is drawn again.
 */
export function insertLink(db: SandboxDatabase, input: NewLink): LinkRow {
  const id = `lnk_${randomBytes(9).toString('base64url')}`
  const insert = db.prepare(
    `INSERT INTO links (id, account_id, key_id, short_code, destination_url, title, status,
       clicks, created_at, created_wall_ms)
     VALUES (?, ?, ?, ?, ?, ?, 'active', 0, ?, ?)`,
  )
  const taken = (code: string) =>
    db.prepare('SELECT 1 FROM links WHERE short_code = ?').get(code) !== undefined
  let code = input.alias
  if (code !== undefined) {
    if (taken(code)) throw new LinkError(409, `The alias "${code}" is taken; choose another.`)
  } else {
    do code = generateShortCode()
    while (taken(code))
  }
  insert.run(
    id,
    input.accountId,
    input.keyId,
    code,
    input.destinationUrl,
    input.title,
    input.nowIso,
    input.wallMs,
  )
  return requireLink(db, input.accountId, id)
}

/** The account's link, or 404 — also for another account's link (docs/service.md#link-api). */
export function requireLink(db: SandboxDatabase, accountId: string, id: string): LinkRow {
  const row = db
    .prepare('SELECT * FROM links WHERE id = ? AND account_id = ?')
    .get(id, accountId) as LinkRow | undefined
  if (!row) throw new LinkError(404, `There is no link "${id}".`)
  return row
}

/** One page of the account's links, newest first, after the link with sequence `beforeSeq`. */
export function listLinkRows(
  db: SandboxDatabase,
  accountId: string,
  options: { status?: LinkStatus; beforeSeq?: number; limit: number },
): LinkRow[] {
  return db
    .prepare(
      `SELECT * FROM links
       WHERE account_id = ? AND (? IS NULL OR status = ?) AND (? IS NULL OR seq < ?)
       ORDER BY seq DESC LIMIT ?`,
    )
    .all(
      accountId,
      options.status ?? null,
      options.status ?? null,
      options.beforeSeq ?? null,
      options.beforeSeq ?? null,
      options.limit,
    ) as LinkRow[]
}

/**
 * Marks a link deleted: it stays readable, stops redirecting and keeps its code forever.
 * Deleting it again is 404, as is an unknown or another account's link.
 */
export function deleteLink(db: SandboxDatabase, accountId: string, id: string, nowIso: string) {
  const row = requireLink(db, accountId, id)
  if (row.status === 'deleted') throw new LinkError(404, `The link "${id}" is already deleted.`)
  db.prepare(
    "UPDATE links SET status = 'deleted', deleted_at = ? WHERE seq = ? AND status = 'active'",
  ).run(nowIso, row.seq)
}

/**
 * Follows a short code: counts a click on an active link and answers its destination, in one
 * statement so concurrent visits all count. Undefined for an unknown or deleted code.
 */
export function followShortCode(
  db: SandboxDatabase,
  code: string,
  options: { countClick: boolean },
): string | undefined {
  const row = options.countClick
    ? (db
        .prepare(
          `UPDATE links SET clicks = clicks + 1 WHERE short_code = ? AND status = 'active'
           RETURNING destination_url`,
        )
        .get(code) as { destination_url: string } | undefined)
    : (db
        .prepare("SELECT destination_url FROM links WHERE short_code = ? AND status = 'active'")
        .get(code) as { destination_url: string } | undefined)
  return row?.destination_url
}

/** The creations of one key since a wall time: how many, and when the oldest was. */
export function creationsSince(
  db: SandboxDatabase,
  keyId: string,
  sinceWallMs: number,
): { count: number; oldestWallMs: number | null } {
  const row = db
    .prepare(
      `SELECT COUNT(*) AS count, MIN(created_wall_ms) AS oldest FROM links
       WHERE key_id = ? AND created_wall_ms > ?`,
    )
    .get(keyId, sinceWallMs) as { count: number; oldest: number | null }
  return { count: row.count, oldestWallMs: row.oldest }
}

/** The public record; `short_url` is `{origin}/s/{short_code}` (docs/service.md#link-api). */
export function toLink(row: LinkRow, origin: string): Link {
  return {
    id: row.id,
    short_code: row.short_code,
    short_url: `${origin}/s/${row.short_code}`,
    destination_url: row.destination_url,
    title: row.title,
    clicks: row.clicks,
    status: row.status,
    created_at: row.created_at,
    deleted_at: row.deleted_at,
  }
}
