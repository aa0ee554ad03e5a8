import { createHash, randomBytes } from 'node:crypto'
import type { SandboxDatabase } from './db'

/** What a key may do: GET needs `read`, every other method `write` (docs/service.md#errors). */
export type Scope = 'read' | 'write'

/** The scopes a key can carry, for validation. */
export const scopes: readonly Scope[] = ['read', 'write']

/** The key format of docs/service.md#errors: `sk_live_` and 32 url-safe characters. */
export const apiKeyPattern = /^sk_live_[A-Za-z0-9_-]{32}$/

/** A stored key, as the auth middleware sees it. */
export interface ApiKeyRecord {
  id: string
  accountId: string
  scopes: Scope[]
  revokedAt: string | null
}

interface ApiKeyRow {
  id: string
  account_id: string
  scopes: string
  revoked_at: string | null
}

/** SHA-256 of the key, hex: the only form in which a key is stored. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex')
}

/** A fresh random key: 24 random bytes are exactly 32 base64url characters. */
export function generateApiKey(): string {
  return `sk_live_${randomBytes(24).toString('base64url')}`
}

/**
 * Stores a key for an account. With `key` given (a known demo key), storing it twice keeps the
 * first row, so the call is safe on every start.
 */
export function storeApiKey(
  db: SandboxDatabase,
  input: { accountId: string; scopes: Scope[]; key?: string; now: string },
): { id: string; key: string } {
  const key = input.key ?? generateApiKey()
  if (!apiKeyPattern.test(key)) {
    throw new Error('[sandbox] an API key is `sk_live_` followed by 32 url-safe characters')
  }
  const existing = db.prepare('SELECT id FROM api_keys WHERE key_hash = ?').get(hashApiKey(key)) as
    { id: string } | undefined
  if (existing) return { id: existing.id, key }
  const id = `key_${randomBytes(9).toString('base64url')}`
  db.prepare(
    'INSERT INTO api_keys (id, account_id, key_hash, scopes, created_at) VALUES (?, ?, ?, ?, ?)',
  ).run(id, input.accountId, hashApiKey(key), JSON.stringify(input.scopes), input.now)
  return { id, key }
}

/** Finds the stored key for a presented key, revoked or not; undefined when unknown. */
export function findApiKey(db: SandboxDatabase, key: string): ApiKeyRecord | undefined {
  const row = db
    .prepare('SELECT id, account_id, scopes, revoked_at FROM api_keys WHERE key_hash = ?')
    .get(hashApiKey(key)) as ApiKeyRow | undefined
  if (!row) return undefined
  return {
    id: row.id,
    accountId: row.account_id,
    scopes: JSON.parse(row.scopes) as Scope[],
    revokedAt: row.revoked_at,
  }
}

/** Revokes a key by id; revoking twice keeps the first time. Undefined for an unknown id. */
export function revokeApiKey(
  db: SandboxDatabase,
  id: string,
  now: string,
): { revokedAt: string } | undefined {
  db.prepare('UPDATE api_keys SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL').run(now, id)
  const row = db.prepare('SELECT revoked_at FROM api_keys WHERE id = ?').get(id) as
    { revoked_at: string } | undefined
  return row ? { revokedAt: row.revoked_at } : undefined
}
